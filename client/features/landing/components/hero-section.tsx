import { ArrowRightIcon, CheckIcon, SearchIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RinkGraphic } from '#client/components/rink-graphic.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { browsePlayersLink } from '#client/lib/browse-players.ts';
import { PATHS } from '#client/lib/paths.ts';
import { ExampleProfileLink } from './example-profile-link.tsx';
import { ProfilePreview } from './profile-preview.tsx';

export function HeroSection() {
  const { user } = useAuth();
  const browse = browsePlayersLink(user?.role);
  const canSearch = browse.to === PATHS.recruiterSearch;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-(--hero-from) to-(--hero-to)"
      />
      <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
      <RinkGraphic className="absolute left-1/2 top-8 -z-10 w-[1400px] max-w-none -translate-x-1/2 opacity-45 [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] dark:opacity-30" />

      <div className="container-page grid items-center gap-14 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:py-28">
        <div className="max-w-2xl">
          <Badge variant="ice" className="mb-6 px-3 py-1 text-[0.8rem]">
            <span className="size-1.5 rounded-full bg-rink-red" aria-hidden="true" />
            Hockey recruiting, done right
          </Badge>
          <h1
            id="hero-heading"
            className="text-[2.6rem] font-extrabold leading-[1.04] tracking-tight sm:text-6xl xl:text-7xl"
          >
            Build your profile. <span className="block text-primary">Get discovered.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
            Your stats, highlight videos, team history and tournament schedule in one verified profile, in
            front of the recruiters and organizations searching for players like you.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to={PATHS.signup} className={buttonVariants({ size: 'lg', className: 'sm:min-w-44' })}>
              Get Started
              <ArrowRightIcon />
            </Link>
            <Link
              to={browse.to}
              className={buttonVariants({ size: 'lg', variant: 'outline', className: 'sm:min-w-44' })}
            >
              {canSearch ? <SearchIcon /> : <ShieldCheckIcon />}
              {browse.label}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {['Free forever plan', 'Parent-approved profiles for minors', 'YouTube & Vimeo highlights'].map(
              (point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-primary" strokeWidth={3} />
                  {point}
                </li>
              ),
            )}
          </ul>
          <ExampleProfileLink />
        </div>
        <ProfilePreview />
      </div>
    </section>
  );
}
