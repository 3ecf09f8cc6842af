import { type Role, SIGNUP_ROLES } from '#common/enums.ts';
import { splitFullName } from '#common/names.ts';
import type { StoredWizard } from './wizard-storage.ts';
import { createInitialData, type SignupRole, type WizardData } from './wizard-types.ts';

/** The wizard steps a fresh start opens on (ids of WIZARD_STEPS); a resumed wizard opens where it was. */
export type StartStepId = 'role' | 'program' | 'account' | 'basics';

export type WizardStart =
  | { kind: 'wizard'; data: WizardData; stepId: string }
  | { kind: 'redirect'; to: string };

export interface WizardStartInput {
  /** The account signed in when the sign-up screen opened, if any. */
  user: { name: string; email: string; role: Role } | null;
  /** For a signed-in PLAYER: whether GET /api/players/me found their profile. */
  hasPlayerProfile: boolean;
  /** Create Account & Approve (spec 2 §2): the approval e-mail's token is in the address. */
  isApproving: boolean;
  /** The address the approval request was sent to (GET /api/approval-requests/validate/{token}). */
  approvalEmail?: string;
  /** The role named in the address (/signup?role=parent or ?role=player), if any. */
  requestedRole?: SignupRole | null;
  /**
   * An address the link that opened sign-up was sent to (a co-parent invitation's "Create a Parent
   * Account" passes it in the navigation state, never in the URL); it prefills the account's e-mail.
   */
  invitedEmail?: string | null;
  /** The answers this tab kept (D239), if any. */
  stored?: StoredWizard | null;
  now?: Date;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The kept answers, when they belong to this visit (D239): a visitor's answers before any account, or the
 * signed-in player's own wizard; never another account's, and not once a link names another role.
 */
function resumable(input: WizardStartInput): StoredWizard | null {
  const { stored, user } = input;
  if (!stored) return null;
  const data = stored.data;
  if (input.requestedRole && data.role !== input.requestedRole) return null;
  if (
    input.isApproving &&
    (data.role !== 'PARENT' || !sameEmail(data.account.email, input.approvalEmail ?? ''))
  )
    return null;
  if (!user) return data.accountCreated ? null : stored;
  if (user.role !== 'PLAYER' || data.role !== 'PLAYER' || !data.accountCreated) return null;
  if (!sameEmail(data.account.email, user.email)) return null;
  // The profile exists: only the wizard that made it goes on (to its photo and last steps).
  if (input.hasPlayerProfile && !data.saved) return null;
  return stored;
}

/**
 * Where the sign-up screen starts (spec 1 §2 starts at step 1). A signed-in player who left the wizard
 * before the profile existed resumes at Basic Information, the account already made; a signed-in parent
 * has nothing to sign up for; a parent approving from the e-mail, or anyone following a link that names
 * the role, starts at the account step.
 */
export function planWizardStart(input: WizardStartInput): WizardStart {
  const { user } = input;
  const data = createInitialData(input.now);
  const kept = resumable(input);
  if (kept) return { kind: 'wizard', stepId: kept.reached, data: { ...data, ...kept.data } };
  if (user?.role === 'PARENT') return { kind: 'redirect', to: '/parent/dashboard' };
  if (user?.role === 'RECRUITER') return { kind: 'redirect', to: '/recruiter/dashboard' };
  if (user?.role === 'PLAYER') {
    if (input.hasPlayerProfile) return { kind: 'redirect', to: '/player/profile' };
    return {
      kind: 'wizard',
      stepId: 'basics',
      data: {
        ...data,
        role: 'PLAYER',
        account: { ...data.account, name: user.name, email: user.email },
        accountCreated: true,
        basics: { ...data.basics, ...splitFullName(user.name) },
      },
    };
  }
  if (input.isApproving) {
    return {
      kind: 'wizard',
      stepId: 'account',
      data: { ...data, role: 'PARENT', account: { ...data.account, email: input.approvalEmail ?? '' } },
    };
  }
  // A link that names the role (the under-13 screen's parent sign-up) skips the role choice; Back still
  // reaches it.
  if (input.requestedRole) {
    const email = input.invitedEmail ?? data.account.email;
    return {
      kind: 'wizard',
      // A recruiter names the program before the account.
      stepId: input.requestedRole === 'RECRUITER' ? 'program' : 'account',
      data: { ...data, role: input.requestedRole, account: { ...data.account, email } },
    };
  }
  return { kind: 'wizard', stepId: 'role', data };
}

/** The role a sign-up address names (`?role=parent`, `?role=player`, any letter case), if any. */
export function parseSignupRole(value: string | null): SignupRole | null {
  const upper = value?.trim().toUpperCase();
  return SIGNUP_ROLES.find((role) => role === upper) ?? null;
}
