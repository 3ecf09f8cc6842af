import { ArrowRightIcon, HouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { browsePlayersLink } from '#client/lib/browse-players.ts';
import { PATHS } from '#client/lib/paths.ts';

export function NotFoundPage() {
  const { user } = useAuth();
  const browse = browsePlayersLink(user?.role);
  return (
    <div className="container-page py-16 sm:py-24">
      <title>Page Not Found · Rinkside</title>
      <section className="relative isolate mx-auto max-w-3xl overflow-hidden rounded-3xl border border-border bg-card px-6 py-16 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
        <RinkGraphic className="absolute left-1/2 top-1/2 -z-10 w-[900px] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-40" />
        <p
          aria-hidden="true"
          className="font-display text-7xl font-black tracking-tighter text-primary sm:text-8xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">
          That one went wide of the net. The page you are looking for does not exist or has moved.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={PATHS.home} className={buttonVariants({ size: 'lg' })}>
            <HouseIcon />
            Back to Home
          </Link>
          <Link to={browse.to} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {browse.label}
            <ArrowRightIcon />
          </Link>
        </div>
      </section>
    </div>
  );
}
