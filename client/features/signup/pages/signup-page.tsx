import { ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useValidateApprovalToken } from '#client/features/parent/index.ts';
import { useMyPlayer } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { readCheckoutSessionId, storeCheckoutSessionId } from '#client/lib/checkout-session.ts';
import { PATHS } from '#client/lib/paths.ts';
import { PaymentSuccessBanner } from '../components/payment-success-banner.tsx';
import { SignupWizard } from '../components/signup-wizard.tsx';
import { parseSignupRole, planWizardStart, type WizardStart } from '../wizard-start.ts';
import { loadWizard } from '../wizard-storage.ts';
import type { SignupRole } from '../wizard-types.ts';

/** The invited address a link put in the navigation state ({ invitedEmail }), if it is one. */
function invitedEmailFrom(state: unknown): string | null {
  const value = (state as { invitedEmail?: unknown } | null)?.invitedEmail;
  return typeof value === 'string' && value.includes('@') ? value : null;
}

/** /signup and /register (spec 1 §2). */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  // Create Account & Approve (spec 2 §2) brings the approval e-mail's token along.
  const approvalToken = searchParams.get('approvalToken') || '';
  const isPlayer = user?.role === 'PLAYER';
  const ownPlayer = useMyPlayer({ enabled: isPlayer });
  const approval = useValidateApprovalToken(!user ? approvalToken : '');
  // The banner stays for as long as a paid checkout waits for its account (it survives the address rewrite).
  const [checkoutCompleted, setCheckoutCompleted] = useState(() => Boolean(readCheckoutSessionId()));

  // A link may name the role (/signup?role=parent, from the under-13 screen).
  const requestedRole = parseSignupRole(searchParams.get('role'));
  // A co-parent invitation's "Create a Parent Account" brings the invited address in the navigation state.
  const invitedEmail = invitedEmailFrom(useLocation().state);

  // Decided once, from who was signed in when the screen opened: signing up in the wizard changes the
  // session, and that must not restart or leave the wizard. Only following a link that names another
  // role (the screen stays mounted) starts again.
  const [planned, setPlanned] = useState<{ start: WizardStart; role: SignupRole | null } | null>(null);
  const start = planned?.role === requestedRole ? planned.start : null;
  const isReady =
    !isLoading && !(isPlayer && ownPlayer.isPending) && !(approvalToken && !user && approval.isPending);
  if (!start && isReady) {
    setPlanned({
      role: requestedRole,
      start: planWizardStart({
        user,
        hasPlayerProfile: Boolean(ownPlayer.data?.player),
        isApproving: Boolean(approvalToken),
        approvalEmail: approval.data?.parentEmail,
        requestedRole,
        invitedEmail,
        stored: loadWizard(),
      }),
    });
  }

  // Spec 1 §4 checkout return: keep the session id, show the banner, and clean the address to /signup.
  useEffect(() => {
    const sessionId = searchParams.get('session_id');
    if (searchParams.get('checkout') !== 'success' || !sessionId) return;
    storeCheckoutSessionId(sessionId);
    setCheckoutCompleted(true);
    navigate(PATHS.signup, { replace: true });
  }, [searchParams, navigate]);

  if (start?.kind === 'redirect') return <Navigate to={start.to} replace />;
  const tokenQuery = approvalToken ? `?approvalToken=${encodeURIComponent(approvalToken)}` : '';
  const isResuming = start?.kind === 'wizard' && start.data.accountCreated;

  return (
    <AuthLayout>
      <title>Sign Up · Rinkside</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {isResuming ? 'Finish your profile' : 'Join Rinkside'}
          </h1>
          <p className="mt-2 text-muted-foreground">
            {isResuming
              ? 'Your account is ready. Pick up where you left off.'
              : 'Create your free account in a couple of minutes.'}
          </p>
        </div>
        {approvalToken && !user ? (
          <Alert variant="info" title="Approving Player Profile" icon={<ShieldCheckIcon />}>
            Create your parent account
            {approval.data?.parentEmail ? ` with ${approval.data.parentEmail}` : ''}. The player profile will
            be approved automatically after sign-up.
          </Alert>
        ) : null}
        {invitedEmail && !user ? (
          <Alert variant="info" title="Co-parent invitation" icon={<UsersIcon />}>
            Create your parent account with <span className="wrap-anywhere">{invitedEmail}</span>. You will
            come back to the invitation to accept it.
          </Alert>
        ) : null}
        {checkoutCompleted ? <PaymentSuccessBanner /> : null}
        {start ? (
          <SignupWizard key={requestedRole} initialData={start.data} startStepId={start.stepId} />
        ) : (
          <PageSpinner label="Loading sign-up..." />
        )}
        {/* A signed-in person has an account: no log-in link. */}
        {user || isResuming ? null : (
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link
              to={`${PATHS.login}${tokenQuery}`}
              className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Log in
            </Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
