import { HouseIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';

/** An unknown organization address (the public read answers 404): the look of Player Not Found. */
export function PublicOrgNotFound() {
  return (
    <div className="container-page py-16 sm:py-24">
      <title>Organization Not Found · Rinkside</title>
      <section className="relative isolate mx-auto max-w-3xl overflow-hidden rounded-3xl border border-border bg-card px-6 py-16 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
        <RinkGraphic className="absolute top-1/2 left-1/2 -z-10 w-[900px] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-40" />
        <p
          aria-hidden="true"
          className="font-display text-7xl font-black tracking-tighter text-primary sm:text-8xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">
          We couldn’t find this organization. The link may be mistyped, or the program has moved.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={PATHS.home} className={buttonVariants({ size: 'lg' })}>
            <HouseIcon />
            Back to Home
          </Link>
          <Link to={PATHS.search} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <SearchIcon />
            Search Players
          </Link>
        </div>
      </section>
    </div>
  );
}
