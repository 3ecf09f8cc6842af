import type { NcaaDivision, ProgramGender } from './enums.ts';

/**
 * D112: the NCAA ice hockey dates from which a college coach may start recruiting contact, as DATA (one
 * row per division and men's or women's program), read by the one function in common/contact-rules.ts.
 * Public sources disagree on some of these and the NCAA changes them: change a row here (and its source),
 * and the table test in common/contact-rules.test.ts, not the code. D112 ("NCAA contact
 * dates") names each source and when it was read.
 *
 * A date rule's day is `month`/`day` of the year `graduationYear + yearOffset`. For the class of Y the
 * sophomore (grade 10) year runs from the fall of Y-3 to the spring of Y-2, so "January 1 of the sophomore
 * year" and "June 15 after the sophomore year" both fall in Y-2.
 */
export interface ContactRuleSource {
  title: string;
  url: string;
  /** When we read it. */
  read: string;
}

export type ContactRule = {
  division: NcaaDivision;
  programGender: ProgramGender;
  /** The rule as a family and a coach would say it. */
  summary: string;
  source: ContactRuleSource;
} & (
  | { kind: 'date'; yearOffset: number; month: number; day: number }
  /** No date limit on electronic correspondence (Division III). */
  | { kind: 'any_time' }
);

const READ = 'as published, 2025-26';

const D1_MANUAL: ContactRuleSource = {
  title:
    'NCAA Division I Manual, Bylaw 13.1.1.3 (recruiting conversations and contact in ice hockey; 2019 early recruiting change)',
  url: 'https://web3.ncaa.org/lsdbi/',
  read: READ,
};
const D2_MANUAL: ContactRuleSource = {
  title: 'NCAA Division II Manual, Bylaw 13.1 (contacts) and 13.4 (electronic correspondence)',
  url: 'https://web3.ncaa.org/lsdbi/',
  read: READ,
};
const D3_MANUAL: ContactRuleSource = {
  title:
    'NCAA Division III Manual, Bylaw 13.4.1 (no restrictions on the timing of recruiting materials and electronic correspondence)',
  url: 'https://web3.ncaa.org/lsdbi/',
  read: READ,
};

export const NCAA_CONTACT_RULES: readonly ContactRule[] = [
  {
    division: 'D1',
    programGender: 'men',
    kind: 'date',
    yearOffset: -2,
    month: 1,
    day: 1,
    summary: 'from January 1 of the sophomore year of high school',
    source: D1_MANUAL,
  },
  {
    division: 'D1',
    programGender: 'women',
    kind: 'date',
    yearOffset: -2,
    month: 6,
    day: 15,
    summary: 'from June 15 after the sophomore year of high school',
    source: D1_MANUAL,
  },
  {
    division: 'D2',
    programGender: 'men',
    kind: 'date',
    yearOffset: -2,
    month: 6,
    day: 15,
    summary: 'from June 15 after the sophomore year of high school',
    source: D2_MANUAL,
  },
  {
    division: 'D2',
    programGender: 'women',
    kind: 'date',
    yearOffset: -2,
    month: 6,
    day: 15,
    summary: 'from June 15 after the sophomore year of high school',
    source: D2_MANUAL,
  },
  {
    division: 'D3',
    programGender: 'men',
    kind: 'any_time',
    summary: 'at any time (no date limit on electronic correspondence)',
    source: D3_MANUAL,
  },
  {
    division: 'D3',
    programGender: 'women',
    kind: 'any_time',
    summary: 'at any time (no date limit on electronic correspondence)',
    source: D3_MANUAL,
  },
];
