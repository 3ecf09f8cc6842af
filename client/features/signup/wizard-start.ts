import type { Role } from '#common/enums.ts';
import { splitFullName } from '#common/names.ts';
import { createInitialData, type WizardData } from './wizard-types.ts';

/** The wizard steps a start can open on (ids of WIZARD_STEPS). */
export type StartStepId = 'role' | 'account' | 'basics';

export type WizardStart =
  | { kind: 'wizard'; data: WizardData; stepId: StartStepId }
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
  now?: Date;
}

/**
 * Where the sign-up screen starts (spec 1 §2 starts at step 1). A signed-in player who left the wizard
 * before the profile existed resumes at Basic Information, the account already made; a signed-in parent
 * has nothing to sign up for; a parent approving from the e-mail starts at the account step.
 */
export function planWizardStart(input: WizardStartInput): WizardStart {
  const { user } = input;
  const data = createInitialData(input.now);
  if (user?.role === 'PARENT') return { kind: 'redirect', to: '/parent/dashboard' };
  if (user?.role === 'PLAYER') {
    if (input.hasPlayerProfile) return { kind: 'redirect', to: '/player/profile' };
    return {
      kind: 'wizard',
      stepId: 'basics',
      data: {
        ...data,
        role: 'PLAYER',
        account: { name: user.name, email: user.email },
        accountCreated: true,
        basics: { ...data.basics, ...splitFullName(user.name) },
      },
    };
  }
  if (input.isApproving) {
    return {
      kind: 'wizard',
      stepId: 'account',
      data: { ...data, role: 'PARENT', account: { name: '', email: input.approvalEmail ?? '' } },
    };
  }
  return { kind: 'wizard', stepId: 'role', data };
}
