import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';

export function ProfileLoading() {
  return <PageSpinner label="Loading..." />;
}

/** Spec 2 §2: 'Player profile not found.' (and a retry when the read failed for another reason). */
export function ProfileNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="container-page py-16">
      <title>Player profile not found · Rinkside</title>
      <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm">
        <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground [&_svg]:size-7">
          <TriangleAlertIcon />
        </span>
        <h1 className="text-xl font-bold">Player profile not found.</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          The profile may have been removed, or you may not have access to manage it.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          ) : null}
          <Link to="/" className={buttonVariants()}>
            Back to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
