import { HouseIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';

/** The public pages' "not found" card on the rink: a big code, a heading, a sentence, Home and Search. */
export function NotFoundPanel({
  documentTitle,
  code,
  title,
  children,
}: {
  /** The browser tab's title, before " · Rinkside". */
  documentTitle: string;
  code: string;
  title: string;
  children: string;
}) {
  return (
    <div className="container-page py-16 sm:py-24">
      <title>{`${documentTitle} · Rinkside`}</title>
      <section className="relative isolate mx-auto max-w-3xl overflow-hidden rounded-3xl border border-border bg-card px-6 py-16 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
        <RinkGraphic className="absolute top-1/2 left-1/2 -z-10 w-[900px] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-40" />
        <p
          aria-hidden="true"
          className="font-display text-7xl font-black tracking-tighter text-primary sm:text-8xl"
        >
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">{children}</p>
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
