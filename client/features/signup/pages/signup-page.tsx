import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { readCheckoutSessionId, storeCheckoutSessionId } from '#client/lib/checkout-session.ts';
import { PATHS } from '#client/lib/paths.ts';
import { PaymentSuccessBanner } from '../components/payment-success-banner.tsx';
import { SignupWizard } from '../components/signup-wizard.tsx';

/** /signup and /register (spec 1 §2). */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The banner stays for as long as a paid checkout waits for its account (it survives the address rewrite).
  const [checkoutCompleted, setCheckoutCompleted] = useState(() => Boolean(readCheckoutSessionId()));

  // Spec 1 §4 checkout return: keep the session id, show the banner, and clean the address to /signup.
  useEffect(() => {
    const sessionId = searchParams.get('session_id');
    if (searchParams.get('checkout') !== 'success' || !sessionId) return;
    storeCheckoutSessionId(sessionId);
    setCheckoutCompleted(true);
    navigate(PATHS.signup, { replace: true });
  }, [searchParams, navigate]);

  return (
    <AuthLayout>
      <title>Sign Up · Rinkside</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Join Rinkside</h1>
          <p className="mt-2 text-muted-foreground">Create your free account in a couple of minutes.</p>
        </div>
        {checkoutCompleted ? <PaymentSuccessBanner /> : null}
        <SignupWizard />
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link
            to={PATHS.login}
            className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Log in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
