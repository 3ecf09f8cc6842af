import { and, eq } from 'drizzle-orm';
import {
  canRecruiterStart,
  contactRuleFor,
  type RecruiterProgram,
  recruiterReplyRule,
} from '#common/contact-rules.ts';
import type { ContactRefusal, ContactStatus } from '#common/contracts/messaging.ts';
import { NCAA_CONTACT_RULES } from '#common/ncaa-contact-rules.ts';
import { programKindRule } from '#common/program-contact-rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { conversations } from '#server/db/schema/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { type ProgramThatApplies, programThatApplies } from '#server/features/recruiters/index.ts';
import { AppError, type ErrorCode } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { commitmentRefusal } from './commitment-refusal.ts';
import {
  contactControlsOf,
  type FamilyMember,
  familyParticipants,
  isMinorPlayer,
  NO_PARENT_MESSAGE,
  NOBODY_MESSAGE,
  recruiterSendRefusal,
} from './participants.ts';

/**
 * Whether a recruiter may write to a family now, and why not: the contact status the composer shows and
 * the refusals the thread writes throw (conversations.service.ts).
 */
const REFUSAL_CODE: Record<ContactRefusal, ErrorCode> = {
  email_not_verified: 'EMAIL_NOT_VERIFIED',
  program_required: 'CONFLICT',
  not_verified: 'FORBIDDEN',
  class_year_required: 'FORBIDDEN',
  before_contact_date: 'FORBIDDEN',
  contact_turned_off: 'FORBIDDEN',
  blocked: 'FORBIDDEN',
  no_parent_linked: 'CONFLICT',
  committed_elsewhere: 'COMMITTED_ELSEWHERE',
};

export const refusalError = (reason: ContactRefusal, message: string) =>
  new AppError(REFUSAL_CODE[reason], message);

/** The program whose rule applies (the verified one while it exists). */
export const recruiterProgramOf = programThatApplies;

/** Whether this recruiter's program may answer this player now (D112): the status and the send ask the same. */
export const replyRuleFor = (
  program: Pick<ProgramThatApplies, 'program' | 'verified'>,
  player: Pick<PlayerRow, 'graduationYear' | 'birthYear' | 'birthMonth'>,
  now: Date,
) =>
  recruiterReplyRule(NCAA_CONTACT_RULES, {
    program: program.program,
    verified: program.verified,
    graduationYear: player.graduationYear,
    birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
    now,
  });

/**
 * The rule the composer names: the NCAA date row for an NCAA program; for every other kind, the parent rule
 * and its first source (no calendar, a parent in every conversation with a minor).
 */
function ruleShown(program: RecruiterProgram | null): ContactStatus['rule'] {
  if (!program?.kind) return null;
  const ncaa = contactRuleFor(NCAA_CONTACT_RULES, program);
  if (ncaa) {
    return {
      summary: ncaa.summary,
      sourceTitle: ncaa.source.title,
      sourceUrl: ncaa.source.url,
      read: ncaa.source.read,
    };
  }
  if (program.kind === 'ncaa') return null;
  const kindRule = programKindRule(program.kind);
  const source = kindRule.sources[0]!;
  return {
    summary: `at any time (no recruiting calendar); a parent or guardian is in every conversation with a player under 18 (${kindRule.minorRule})`,
    sourceTitle: source.title,
    sourceUrl: source.url,
    read: source.read,
  };
}

export async function existingConversation(db: DbOrTx, playerId: string, recruiterUserId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.playerId, playerId), eq(conversations.recruiterUserId, recruiterUserId)));
  return row;
}

/**
 * Whether a recruiter may start a conversation about a player now, and if not why (and from when). The
 * order: their own e-mail, the family's block and opt-out, an existing thread (written in instead), the
 * NCAA date of their program (common/contact-rules.ts), the parents a minor's thread needs.
 */
export async function recruiterContactStatus(
  db: DbOrTx,
  user: AuthUser,
  player: Pick<PlayerRow, 'id' | 'userId' | 'birthYear' | 'birthMonth' | 'graduationYear'>,
  now: Date = new Date(),
): Promise<ContactStatus & { family: FamilyMember[] }> {
  const [existing, program, controls, family] = await Promise.all([
    existingConversation(db, player.id, user.id),
    recruiterProgramOf(db, user.id),
    contactControlsOf(db, [player.id]).then((c) => c.get(player.id)!),
    familyParticipants(db, player),
  ]);
  const base = {
    existingConversationId: existing?.id ?? null,
    rule: ruleShown(program.program),
    allowedFrom: null,
    familyMayWriteFirst: false,
    participants: [],
    family,
  };
  const refuse = (
    reason: ContactRefusal,
    message: string,
    extra: Partial<ContactStatus> = {},
  ): ContactStatus & { family: FamilyMember[] } => ({
    ...base,
    canStart: false,
    reason,
    message,
    ...extra,
  });
  if (!user.emailVerified) {
    return refuse('email_not_verified', 'Verify your email address before you message families.');
  }
  const isMinor = isMinorPlayer(player);
  const hasParent = family.some((f) => f.role === 'parent');
  const sendRefusal = recruiterSendRefusal(controls, user.id, { isMinor, hasParent: true });
  if (sendRefusal) return refuse(sendRefusal.code, sendRefusal.message);
  // D154: committed to another NCAA program: no new thread, no writing in an old one.
  const committed = await commitmentRefusal(db, player.id, user.id);
  if (committed) return refuse(committed.reason, committed.message);
  const participants = family.map((f) => ({ name: f.name, role: f.role }));
  if (existing) {
    // The thread began within the rules; writing in it is a matter of the send rules.
    const inThread = recruiterSendRefusal(controls, user.id, { isMinor, hasParent });
    if (inThread) return refuse(inThread.code, inThread.message);
    // The NCAA date binds answers too: a thread the family started before it is read-only for now.
    const reply = replyRuleFor(program, player, now);
    if (reply) return refuse(reply.reason, reply.recruiter, { allowedFrom: reply.allowedFrom });
    return { ...base, canStart: true, reason: null, message: null, participants };
  }
  const date = canRecruiterStart(NCAA_CONTACT_RULES, {
    program: program.program,
    verified: program.verified,
    graduationYear: player.graduationYear,
    birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
    now,
  });
  if (!date.allowed) {
    return refuse(date.reason, date.message, {
      allowedFrom: date.reason === 'before_contact_date' ? date.allowedFrom : null,
      familyMayWriteFirst: date.reason === 'before_contact_date' || date.reason === 'class_year_required',
    });
  }
  if (isMinor && !hasParent) return refuse('no_parent_linked', NO_PARENT_MESSAGE);
  if (family.length === 0) return refuse('no_parent_linked', NOBODY_MESSAGE);
  return {
    ...base,
    canStart: true,
    reason: null,
    message: null,
    allowedFrom: date.allowedFrom,
    participants,
  };
}
