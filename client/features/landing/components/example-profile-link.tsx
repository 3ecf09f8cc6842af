import { ArrowRightIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The rich demo profile, when the app runs with demo data (D116): what a finished profile looks like. */
export function ExampleProfileLink() {
  const demo = useApiQuery(api.players.demoProfile, {});
  const path = demo.data?.path;
  if (!path) return null;
  return (
    <Link
      to={path}
      className="group mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <UserRoundIcon className="size-4" />
      See an example profile
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
