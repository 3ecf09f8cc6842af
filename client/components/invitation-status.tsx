import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPanel } from '#client/components/status-panel.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { rememberReturnTo } from '#client/lib/return-to.ts';

/** The link pages' (invitations, approval) panels while the link loads and when it cannot be used. */

/** The link's details are loading. */
export function InvitationLoading({ title = 'Loading invitation...' }: { title?: string }) {
  return (
    <StatusPanel icon={<Spinner className="size-8 text-current" />} tone="info" title={title}>
      <p>This only takes a moment.</p>
    </StatusPanel>
  );
}

/** The link cannot be used (not found, expired, answered...): why, and a link away (home by default). */
export function InvitationUnavailable({
  title,
  icon = <TriangleAlertIcon />,
  tone = 'error',
  to = PATHS.home,
  linkLabel = 'Back to Home',
  children,
}: {
  title: string;
  icon?: ReactNode;
  tone?: 'error' | 'info';
  to?: string;
  linkLabel?: string;
  children: ReactNode;
}) {
  return (
    <StatusPanel
      icon={icon}
      tone={tone}
      title={title}
      actions={
        <Link to={to} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {linkLabel}
        </Link>
      }
    >
      {children}
    </StatusPanel>
  );
}

/** The link's details could not be loaded (a network or server error): Try Again. */
export function InvitationLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel
      icon={<TriangleAlertIcon />}
      tone="error"
      title="Invitation Unavailable"
      actions={
        <Button size="lg" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      <p>We could not load this invitation. Please try again.</p>
    </StatusPanel>
  );
}

/**
 * Log In or Sign Up from a link page: the page is remembered (client/lib/return-to.ts) so the visitor comes
 * back to it once signed in.
 */
export function ReturnHereLink({
  to,
  here,
  outline = false,
  search,
  state,
  children,
}: {
  to: typeof PATHS.login | typeof PATHS.register;
  /** This page's path. */
  here: string;
  outline?: boolean;
  /** A query for the target (`?role=parent`). */
  search?: string;
  /** Navigation state for the target (kept out of the URL, e.g. an invited address). */
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <Link
      to={search ? `${to}${search}` : to}
      state={state}
      onClick={() => rememberReturnTo(here)}
      className={buttonVariants({ size: 'lg', ...(outline ? { variant: 'outline' as const } : {}) })}
    >
      {children}
    </Link>
  );
}
