import { ArrowRightIcon, BuildingIcon, CheckIcon, SearchIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { browsePlayersLink } from '#client/lib/browse-players.ts';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';

const AUDIENCES: Array<{
  icon: typeof UserIcon;
  title: string;
  lead: string;
  points: string[];
  cta?: { label: string; to: string };
}> = [
  {
    icon: UserIcon,
    title: 'Players',
    lead: 'Players and the parents who manage their profiles.',
    points: [
      'A complete recruiting profile in minutes',
      'Highlights, stats and schedule in one link',
      'Know when recruiters look at your profile',
    ],
    cta: { label: 'Create your profile', to: PATHS.signup },
  },
  {
    icon: SearchIcon,
    title: 'Recruiters',
    lead: 'Scouts, coaches and advisors finding the next commit.',
    points: [
      'Search by position, birth year and region',
      'Save prospects into named lists',
      'Keep private notes only you can read',
    ],
    // Filled in by who is looking (browsePlayersLink): the search, or how recruiters find players.
    cta: undefined,
  },
  {
    icon: BuildingIcon,
    title: 'Organizations',
    lead: 'Clubs, teams and schools showing off their program.',
    points: [
      'Manage your roster in one place',
      'Sponsor player profiles for your athletes',
      'A dashboard with real engagement numbers',
    ],
    cta: { label: 'See plans', to: PATHS.pricing },
  },
];

export function AudienceSection() {
  const { user } = useAuth();
  const browse = browsePlayersLink(user?.role);
  return (
    <section aria-labelledby="audience-heading" className="border-y border-border bg-muted/40 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          variant="display"
          id="audience-heading"
          eyebrow="Who it is for"
          title="Built for everyone at the rink"
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, lead, points, cta = browse }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-border bg-card p-8 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-6 text-2xl font-extrabold tracking-tight">{title}</h3>
              <p className="mt-2 text-muted-foreground">{lead}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-sm">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={3} />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={cta.to}
                className={cn(
                  'mt-8 inline-flex items-center gap-2 self-start rounded-sm text-sm font-semibold text-primary hover:underline underline-offset-4',
                  FOCUS_RING,
                )}
              >
                {cta.label}
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
