import { progressPercent } from '../wizard-types.ts';

/** "Step n of N" with the percent complete (spec 1 §2), shown from step 2 on. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = progressPercent(step, total);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">
          Step {step} of {total}
        </span>
        <span className="text-muted-foreground">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Sign-up progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${total}, ${percent}% complete`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-rink-blue to-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
