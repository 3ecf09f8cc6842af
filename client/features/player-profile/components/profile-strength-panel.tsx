import {
  BookmarkIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  EyeIcon,
  SparklesIcon,
  TrendingUpIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useListCount, useViewCount } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { ProfileStrength, StrengthItem } from '#common/profile-strength.ts';

/** Spec 2 §4: 80% or more is Great, 50% or more is halfway, below is just started. */
const LEVEL_TEXT: Record<ProfileStrength['level'], { title: string; text: string }> = {
  great: {
    title: 'Great profile!',
    text: 'Your profile stands out. Keep it fresh with new stats and events.',
  },
  halfway: {
    title: 'You’re halfway there',
    text: 'A few more sections and recruiters will see the full picture.',
  },
  started: {
    title: 'You’ve just started',
    text: 'Complete the steps below so recruiters can find and evaluate you.',
  },
};

const TIPS = [
  'Profiles with a highlight video get far more recruiter attention.',
  'Keep your schedule current: recruiters plan their rink visits around it.',
  'Update game stats after every game while the numbers are fresh.',
];

interface ProfileStrengthPanelProps {
  playerId: string;
  slug: string;
  strength: ProfileStrength | null;
  onOpenItem: (item: StrengthItem) => void;
  className?: string;
}

/** Owner-only (spec 2 §2): how complete the profile is, what to do next, and who is looking. */
export function ProfileStrengthPanel({
  playerId,
  slug,
  strength,
  onOpenItem,
  className,
}: ProfileStrengthPanelProps) {
  const views = useViewCount(playerId);
  const lists = useListCount(playerId);
  const percent = strength?.percent ?? 0;
  const level = LEVEL_TEXT[strength?.level ?? 'started'];

  return (
    <Card className={cn('overflow-hidden', className)}>
      <section aria-labelledby="strength-title" className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="strength-title" className="flex items-center gap-2 text-base font-bold">
            <TrendingUpIcon className="size-4 text-primary" />
            Profile Strength
          </h2>
          <span className="font-display text-3xl font-extrabold tabular-nums">
            {strength ? `${percent}%` : '–'}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Profile strength"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-500',
              percent >= 80 ? 'bg-success' : 'bg-linear-to-r from-rink-blue to-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-3 text-sm font-semibold">{level.title}</p>
        <p className="text-sm text-muted-foreground">{level.text}</p>

        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-border bg-muted/40 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <EyeIcon className="size-3.5" />
              Profile views
            </dt>
            <dd className="mt-1 font-display text-2xl font-extrabold tabular-nums">
              {views.data?.viewCount ?? '–'}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-muted/40 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <BookmarkIcon className="size-3.5" />
              Recruiter lists
            </dt>
            <dd className="mt-1 font-display text-2xl font-extrabold tabular-nums">
              {lists.data?.listCount ?? '–'}
            </dd>
          </div>
        </dl>

        {strength && strength.nextSteps.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold">Next steps</h3>
            <ul className="mt-2 grid gap-1.5">
              {strength.nextSteps.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    onClick={() => onOpenItem(item)}
                    className="group flex w-full cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-left transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-xs font-bold text-primary tabular-nums">
                      +{item.weight}%
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium">{item.label}</span>
                      <span className="block text-xs text-muted-foreground">{item.tip}</span>
                    </span>
                    <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {strength && strength.completed.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold">Completed</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {strength.completed.map((item) => (
                <li
                  key={item.key}
                  className="inline-flex items-center gap-1.5 rounded-full bg-success/10 px-2.5 py-1 text-xs font-medium text-success"
                >
                  <CircleCheckIcon className="size-3.5" />
                  {item.label}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="mt-6 rounded-xl bg-accent/60 p-4 text-accent-foreground">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold">
            <SparklesIcon className="size-4" />
            Tips
          </h3>
          <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>

        <Link
          to={pathTo.publicPlayer(slug)}
          className={buttonVariants({ variant: 'outline', className: 'mt-5 w-full' })}
        >
          <EyeIcon />
          Preview Public Profile
        </Link>
      </section>
    </Card>
  );
}
