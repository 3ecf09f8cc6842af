import { TriangleAlertIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';

/** Shown inside the layout when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div className="container-page py-20">
      <title>Something went wrong · Rinkside</title>
      <div className="mx-auto max-w-lg text-center">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive [&_svg]:size-7">
          <TriangleAlertIcon />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          This screen hit an unexpected problem. Reloading usually helps; if it keeps happening, please let us
          know.
        </p>
        {detail ? <p className="mt-3 font-mono text-xs text-muted-foreground">{detail}</p> : null}
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
