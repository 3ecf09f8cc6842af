import type { ProgramKind } from './enums.ts';
import type { ContactRuleSource } from './ncaa-contact-rules.ts';

/**
 * Decisions §11: the contact rules of every kind of recruiting program, as DATA beside the
 * NCAA table (common/ncaa-contact-rules.ts), read by the one function in common/contact-rules.ts. Only NCAA
 * programs have a recruiting calendar (the NCAA dates); every kind includes a parent or guardian in every
 * conversation with a minor: SafeSport's MAAPP in the United States, the Rule of Two in Canada, and the
 * same rule of our own (decisions §4) for clubs outside both. Change a row here (and its source), and the
 * table test in common/contact-rules.test.ts, not the code. D146 says when they were read.
 */
export interface ProgramKindRule {
  kind: ProgramKind;
  /** 'ncaa': the NCAA dates by division and side apply; 'none': no recruiting calendar. */
  calendar: 'ncaa' | 'none';
  /** Always true: no kind may write to a minor without a parent or guardian in the conversation. */
  parentInEveryMinorConversation: true;
  /** Where the parent rule comes from, as a family and a coach would say it. */
  minorRule: string;
  sources: readonly ContactRuleSource[];
}

const READ = 'as published, 2025-26';

const MAAPP: ContactRuleSource = {
  title:
    'U.S. Center for SafeSport, Minor Athlete Abuse Prevention Policies (MAAPP): electronic communications with a minor athlete copy a parent or guardian or another adult participant',
  url: 'https://uscenterforsafesport.org/how-to-safely-communicate-with-minor-athletes',
  read: READ,
};
const MAAPP_COACHES: ContactRuleSource = {
  title:
    'U.S. Center for SafeSport, MAAPP for coaches (include a parent or guardian on all electronic communications)',
  url: 'https://maapp.uscenterforsafesport.org/how-it-works/for-coaches',
  read: READ,
};
const RULE_OF_TWO: ContactRuleSource = {
  title:
    'Coaching Association of Canada, Responsible Coaching Movement: the Rule of Two (communications sent to the group or including parents, no one-to-one messaging)',
  url: 'https://coach.ca/responsible-coaching-movement/rule-of-two',
  read: READ,
};
const NCAA_MANUALS: ContactRuleSource = {
  title:
    'NCAA Division I, II and III Manuals, Bylaw 13 (recruiting): the dates are in common/ncaa-contact-rules.ts',
  url: 'https://web3.ncaa.org/lsdbi/',
  read: READ,
};

const US = 'U.S. SafeSport rules (MAAPP)';
const CANADA = 'the Rule of Two in Canadian sport';
const BOTH = `${US} and ${CANADA}`;

export const PROGRAM_KIND_RULES: readonly ProgramKindRule[] = [
  {
    kind: 'ncaa',
    calendar: 'ncaa',
    parentInEveryMinorConversation: true,
    minorRule: US,
    sources: [NCAA_MANUALS, MAAPP, MAAPP_COACHES],
  },
  {
    // USHL, NAHL and NCDC are USA Hockey leagues (MAAPP); the CHL and most other Junior A are Canadian.
    kind: 'junior',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: BOTH,
    sources: [MAAPP, MAAPP_COACHES, RULE_OF_TWO],
  },
  {
    kind: 'prep_high_school',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: BOTH,
    sources: [MAAPP, RULE_OF_TWO],
  },
  {
    kind: 'u_sports',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: CANADA,
    sources: [RULE_OF_TWO],
  },
  {
    kind: 'acha',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: US,
    sources: [MAAPP, MAAPP_COACHES],
  },
  {
    // Neither MAAPP nor the Rule of Two binds a European club; Rinkside applies the same rule (decisions §4).
    kind: 'european_club',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: 'Rinkside’s rule for every recruiter, as in U.S. SafeSport rules (MAAPP)',
    sources: [MAAPP],
  },
  {
    kind: 'other_club',
    calendar: 'none',
    parentInEveryMinorConversation: true,
    minorRule: BOTH,
    sources: [MAAPP, RULE_OF_TWO],
  },
];

/** The rule of a kind (every kind has one: the table test says so). */
export function programKindRule(kind: ProgramKind): ProgramKindRule {
  const rule = PROGRAM_KIND_RULES.find((r) => r.kind === kind);
  if (!rule) throw new Error(`No contact rule for program kind ${kind}`);
  return rule;
}
