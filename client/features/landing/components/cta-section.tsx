import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="pb-20 sm:pb-28">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-sm sm:px-16 sm:py-20">
          <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
          <RinkGraphic className="absolute left-1/2 top-1/2 -z-10 w-[1100px] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-40 [mask-image:radial-gradient(ellipse_at_center,transparent_15%,black_70%)] dark:opacity-35" />
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            Your next shift starts here.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
            Create a free profile today. Upgrade whenever you want more highlight clips and analytics.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={PATHS.signup} className={buttonVariants({ size: 'lg' })}>
              Create your free profile
              <ArrowRightIcon />
            </Link>
            <Link to={PATHS.pricing} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Compare plans
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
