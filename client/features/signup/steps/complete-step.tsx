import {
  ArrowRightIcon,
  ChevronLeftIcon,
  MapPinIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TrophyIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';
import { needsParentalConsent } from '#common/age.ts';
import { handednessLabel, POSITION_LABELS } from '#common/enums.ts';
import { initials } from '#common/names.ts';
import { useObjectUrl } from '../components/use-object-url.ts';
import { clearWizard } from '../wizard-storage.ts';
import type { StepProps } from '../wizard-types.ts';

const SHOOTS_LABELS = { L: 'Left', R: 'Right' } as const;

/** Step 9 (spec 1 §2): the profile is ready; View My Profile opens /player/profile. */
export function CompleteStep({ data, goBack }: StepProps) {
  const { basics, style, location, saved } = data;
  const photo = useObjectUrl(saved?.uploadedPhoto ?? null);
  // The trophy pops in once the step is on screen (reduced motion: at once, see styles.css).
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const needsApproval = saved ? saved.needsApproval : needsParentalConsent(basics);
  const fullName = `${basics.firstName} ${basics.lastName}`.trim();
  const details = [
    style.positions.map((p) => POSITION_LABELS[p]).join(', '),
    `${handednessLabel(style.positions)} ${SHOOTS_LABELS[style.shoots]}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const place = [location.city, location.region, location.country].filter(Boolean).join(', ');
  const team = saved?.team ? [saved.team.teamName, saved.team.level, saved.team.season].filter(Boolean) : [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="relative" aria-hidden="true">
          <span className="absolute inset-0 rounded-full bg-primary/25 blur-xl" />
          <span
            className={cn(
              'relative flex size-20 items-center justify-center rounded-full bg-linear-to-br from-rink-blue to-primary text-primary-foreground shadow-lg transition-[scale,opacity] duration-700 ease-[cubic-bezier(0.34,1.56,0.64,1)] [&_svg]:size-10',
              isShown ? 'scale-100 opacity-100' : 'scale-50 opacity-0',
            )}
          >
            <TrophyIcon />
          </span>
          <SparklesIcon className="absolute -top-2 -right-4 size-6 text-primary motion-safe:animate-pulse" />
          <SparklesIcon className="absolute -bottom-1 -left-5 size-4 text-rink-red motion-safe:animate-pulse" />
        </div>
        <p className="max-w-full text-lg font-bold wrap-anywhere">
          You’re on the board{basics.firstName ? `, ${basics.firstName}` : ''}!
        </p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Your recruiting profile is created. Add highlights, stats and your schedule from your profile to
          stand out.
        </p>
      </div>

      <section
        aria-label="Your profile"
        className="flex items-center gap-4 rounded-xl border border-border bg-muted/40 p-4"
      >
        {photo ? (
          <img
            src={photo}
            alt=""
            className="size-16 shrink-0 rounded-full object-cover ring-2 ring-primary/40"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-bold text-accent-foreground"
          >
            {initials(basics.firstName, basics.lastName)}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="text-base font-bold wrap-anywhere">{fullName}</p>
          {details ? <p className="text-sm text-muted-foreground wrap-anywhere">{details}</p> : null}
          {team.length > 0 ? (
            <p className="text-sm text-muted-foreground wrap-anywhere">{team.join(' · ')}</p>
          ) : null}
          {place ? (
            <p className="flex items-start gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="mt-0.5 size-3.5 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{place}</span>
            </p>
          ) : null}
        </div>
      </section>

      {needsApproval ? (
        <Alert variant="info" icon={<ShieldCheckIcon />} title="Next: ask a parent to approve">
          Your profile stays a draft until a parent or guardian approves it. Open your profile and choose
          Request Parental Approval to send them the link.
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => goBack()}>
          <ChevronLeftIcon />
          Back
        </Button>
        <Button asChild size="lg" className="sm:min-w-48">
          {/* The wizard is done: the answers kept for the tab go (D239). */}
          <Link to={PATHS.playerProfile} onClick={clearWizard}>
            View My Profile
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </div>
  );
}
