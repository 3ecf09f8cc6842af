import { ArrowRightIcon, UserPlusIcon } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyPlayer } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { PATHS } from '#client/lib/paths.ts';

/**
 * /profile-setup: a signed-in account without a player profile (spec 2 §2 'Setting up your profile...')
 * continues in the sign-up wizard; a parent creates a child's profile instead.
 */
export function ProfileSetupPage() {
  const { user } = useAuth();
  const isPlayer = user?.role === 'PLAYER';
  const mine = useMyPlayer();
  if (isPlayer && mine.data) return <Navigate to={PATHS.playerProfile} replace />;

  const isParent = user?.role === 'PARENT';
  const next = isParent
    ? { to: PATHS.createPlayerProfile, label: 'Create a Player Profile' }
    : { to: PATHS.signup, label: 'Continue Setup' };

  return (
    <div className="container-page py-12 sm:py-20">
      <title>Set Up Your Profile · Rinkside</title>
      <section className="relative mx-auto max-w-xl overflow-hidden rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 opacity-80" />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-rink-blue via-primary to-rink-red"
        />
        <div className="relative">
          <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground [&_svg]:size-7">
            <UserPlusIcon />
          </span>
          <h1 className="flex items-center justify-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
            {mine.isPending && isPlayer ? <Spinner className="size-5 text-primary" /> : null}
            Setting up your profile...
          </h1>
          <p className="mx-auto mt-4 max-w-md text-base leading-relaxed text-muted-foreground">
            {isParent
              ? 'Parents manage their children’s profiles. Create one for your player to get started.'
              : 'You don’t have a player profile yet. Finish the sign-up steps (your details, position, team and photo) to create it.'}
          </p>
          <div className="mt-8 flex justify-center">
            <Link to={next.to} className={buttonVariants({ size: 'lg' })}>
              {next.label}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
