import { BookmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';

/** For signed-out visitors: what an account adds on this page. */
export function RecruiterCta({ playerFirstName }: { playerFirstName: string }) {
  return (
    <div className="relative isolate flex flex-col overflow-hidden rounded-2xl border border-primary/30 bg-card p-6 shadow-sm">
      <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10 opacity-90" />
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <BookmarkIcon className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-extrabold tracking-tight">Recruiting {playerFirstName}?</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Sign in to save players to your lists, keep private notes and see full schedule details.
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={PATHS.login} className={buttonVariants({ size: 'sm' })}>
          Log In
        </Link>
        <Link to={PATHS.register} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          Create an account
        </Link>
      </div>
    </div>
  );
}
