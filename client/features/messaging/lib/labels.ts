import type { Participant } from '#common/contracts/messaging.ts';
import {
  type ConversationRole,
  DIVISION_LABELS,
  type NcaaDivision,
  type ProgramGender,
} from '#common/enums.ts';

/** "NCAA Division I": the division as the recruiter's program field offers it. */
export const divisionOptionLabel = (division: NcaaDivision) => `NCAA ${DIVISION_LABELS[division]}`;

export const PROGRAM_GENDER_LABELS: Record<ProgramGender, string> = {
  men: 'Men’s program',
  women: 'Women’s program',
};

const ROLE_LABELS: Record<ConversationRole, string> = {
  recruiter: 'Recruiter',
  player: 'Player',
  parent: 'Parent',
};

/** "Parent", "Player", or "Recruiter - <organization>" (the recruiter's program when known). */
export function participantRoleLabel(participant: Pick<Participant, 'role' | 'organization'>): string {
  if (participant.role === 'recruiter' && participant.organization) {
    return `Recruiter - ${participant.organization}`;
  }
  return ROLE_LABELS[participant.role];
}

export function roleLabel(role: ConversationRole | null): string {
  return role ? ROLE_LABELS[role] : '';
}

/** Today: "3:05 PM"; this year: "Nov 24"; before: "Nov 24, 2025". */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** "Nov 24, 2026, 3:05 PM": the full time beside each message. */
export function formatFullMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
