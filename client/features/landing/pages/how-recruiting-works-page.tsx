import {
  ArrowRightIcon,
  BookmarkIcon,
  CalendarClockIcon,
  EyeIcon,
  EyeOffIcon,
  FileTextIcon,
  type LucideIcon,
  MailXIcon,
  SearchIcon,
  ShieldCheckIcon,
  UserCheckIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';
import { CONSENT_AGE } from '#common/age.ts';
import { canSearchPlayers, homePathForRole } from '#common/roles.ts';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const HOW_RECRUITING_WORKS_TITLE = 'How recruiters find players';

/** What a recruiter does on Rinkside, in the order they do it. */
const RECRUITER_STEPS: Point[] = [
  {
    icon: SearchIcon,
    title: 'They search approved profiles',
    text: 'Recruiters, clubs and schools filter players by birth year, position, category, region and handedness, or look for a name, team or town. Only active profiles appear: drafts, profiles waiting for a parent and hidden profiles never do.',
  },
  {
    icon: EyeIcon,
    title: 'They open the public profile',
    text: 'The same page anyone with the link sees: positions, teams, stats, measurables, highlights and the dates of upcoming events.',
  },
  {
    icon: BookmarkIcon,
    title: 'They save players to private lists',
    text: 'Lists and notes belong to the recruiter who made them; nobody else reads them. A player sees how many recruiter lists they are on, not whose.',
  },
];

/** What the family decides (decisions §1 and §4; the Privacy Notice says the same at length). */
const FAMILY_CONTROLS: Point[] = [
  {
    icon: UserCheckIcon,
    title: 'Consent comes first',
    text: `A player under ${CONSENT_AGE} is invisible to everyone, recruiters included, until a parent or guardian approves the profile.`,
  },
  {
    icon: EyeOffIcon,
    title: 'Visibility is yours to change',
    text: 'A parent can withdraw consent at any time: the profile is hidden at once from search, lists and its public page. Deleting it removes it and recruiters’ saved entries for good.',
  },
  {
    icon: CalendarClockIcon,
    title: 'A minor’s whereabouts stay private',
    text: 'Rinks, times and locations of a minor’s games and events are shown only to the family, recruiters with a verified e-mail address and the staff of the player’s own organization. Everyone else sees dates only.',
  },
  {
    icon: MailXIcon,
    title: 'Contact details are never public',
    text: 'No public page shows a minor’s e-mail or phone number, a parent’s, or a coach’s. Photos are stripped of location data when they are uploaded.',
  },
];

function PointList({ points, columns }: { points: Point[]; columns: 2 | 3 }) {
  return (
    <ul className={cn('mt-8 grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-primary/30 bg-accent text-accent-foreground">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-bold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The way on, by who is reading: a recruiter searches, a family goes home, a visitor starts. */
function NextSteps() {
  const { user } = useAuth();
  if (user && canSearchPlayers(user.role)) {
    return (
      <Link to={PATHS.recruiterSearch} className={buttonVariants({ size: 'lg' })}>
        <SearchIcon />
        Browse Players
      </Link>
    );
  }
  if (user) {
    return (
      <Link to={homePathForRole(user.role)} className={buttonVariants({ size: 'lg' })}>
        {user.role === 'PLAYER' ? 'Go to My Profile' : 'Go to Dashboard'}
        <ArrowRightIcon />
      </Link>
    );
  }
  return (
    <>
      <Link to={PATHS.signup} className={buttonVariants({ size: 'lg' })}>
        Create a Profile
        <ArrowRightIcon />
      </Link>
      <Link to={PATHS.login} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        Recruiters: Log In to Search
      </Link>
    </>
  );
}

/**
 * /how-recruiting-works (D117): where "Browse Players" leads everyone who may not search
 * (visitors, players, parents): how recruiters find players, and what a family controls.
 */
export function HowRecruitingWorksPage() {
  return (
    <div className="pb-20">
      <title>{`${HOW_RECRUITING_WORKS_TITLE} · Rinkside`}</title>
      <section className="relative isolate overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-b from-(--hero-from) to-(--hero-to)"
        />
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 -z-10" />
        <div className="container-page py-14 sm:py-20">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
            <ShieldCheckIcon aria-hidden="true" className="size-4" />
            Recruiting on Rinkside
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {HOW_RECRUITING_WORKS_TITLE}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Player search is for recruiters, clubs and schools. Players and families build the profile; the
            family decides whether it can be found.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NextSteps />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-16 pt-14 sm:pt-20">
        <section aria-labelledby="recruiters-heading">
          <SectionHeading
            id="recruiters-heading"
            eyebrow="For recruiters"
            title="What recruiters see and do"
            align="left"
          />
          <PointList points={RECRUITER_STEPS} columns={3} />
        </section>
        <section aria-labelledby="families-heading">
          <SectionHeading
            id="families-heading"
            eyebrow="For players and parents"
            title="What your family controls"
            align="left"
          />
          <PointList points={FAMILY_CONTROLS} columns={2} />
          <p className="mt-8 flex items-start gap-2 text-sm text-muted-foreground">
            <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              The{' '}
              <Link
                to={PATHS.privacy}
                className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Privacy Notice
              </Link>{' '}
              lists everything we keep and who sees each part.
            </span>
          </p>
        </section>
      </div>
    </div>
  );
}
