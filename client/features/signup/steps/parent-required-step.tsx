import { ArrowRightIcon, ChevronLeftIcon, HouseIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { UNDER_13_MESSAGE } from '#common/age.ts';
import type { StepProps } from '../wizard-types.ts';

/** The parent sign-up, with the role already chosen (the wizard starts at its account step). */
export const PARENT_SIGNUP_PATH = `${PATHS.signup}?role=parent`;

const STEPS = [
  'A parent or guardian signs up with a parent account.',
  'From their dashboard, they create your player profile and give their consent.',
  'Together you add your teams, stats, highlights and schedule.',
];

/**
 * Shown instead of creating an account when a player gives a birth year under 13 (decisions §4): a parent
 * or guardian must create the profile. Nothing has been saved.
 */
export function ParentRequiredStep({ update }: StepProps) {
  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-6"
        >
          <UsersIcon />
        </span>
        <div className="min-w-0 space-y-2 text-sm leading-relaxed">
          <p className="text-base font-semibold">{UNDER_13_MESSAGE}</p>
          <p className="text-muted-foreground">
            To keep young players safe, Rinkside doesn’t let anyone under 13 create an account. No account was
            created and nothing you typed was saved.
          </p>
        </div>
      </div>

      <section
        aria-labelledby="parent-required-how"
        className="rounded-xl border border-border bg-muted/40 p-4"
      >
        <h3 id="parent-required-how" className="text-sm font-semibold">
          How to get your profile
        </h3>
        <ol className="mt-3 grid gap-2.5 text-sm">
          {STEPS.map((text, i) => (
            <li key={text} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{text}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link to={PARENT_SIGNUP_PATH}>
            Parent sign-up
            <ArrowRightIcon />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={PATHS.home}>
            <HouseIcon />
            Back to home
          </Link>
        </Button>
      </div>

      <p className="text-center text-sm text-muted-foreground">
        Typed the wrong year?{' '}
        <Button variant="link" className="text-sm" onClick={() => update({ parentRequired: false })}>
          <ChevronLeftIcon />
          Go back and fix it
        </Button>
      </p>
    </div>
  );
}
