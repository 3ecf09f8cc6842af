import type { ReactNode } from 'react';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth, useRequiresSession } from '#client/lib/auth.tsx';

/**
 * Private screens render only with a session. While the session loads a spinner shows; a signed-out
 * visitor sees the spinner for the instant before AuthProvider sends them to /login.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const requiresSession = useRequiresSession();
  if (!requiresSession) return children;
  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (!user) return <PageSpinner label="Redirecting to login..." />;
  return children;
}
