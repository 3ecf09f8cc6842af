import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

interface StepActionsProps {
  onBack: () => void;
  /** Optional steps offer Skip (spec 1 §2). */
  onSkip?: () => void;
  /** The submit button's text. */
  submitLabel?: ReactNode;
  pendingLabel?: string;
  isPending?: boolean;
  /** Blocks moving on (for example a player under 13) without hiding the button. */
  isSubmitDisabled?: boolean;
}

/**
 * The row under a player step: Back on the left, Skip and the submit button on the right. On a phone
 * the submit button comes first, full width, so the main action is under the thumb.
 */
export function StepActions({
  onBack,
  onSkip,
  submitLabel = 'Continue',
  pendingLabel = 'Saving...',
  isPending = false,
  isSubmitDisabled = false,
}: StepActionsProps) {
  return (
    <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="outline" size="lg" onClick={onBack} disabled={isPending}>
        <ChevronLeftIcon />
        Back
      </Button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {onSkip ? (
          <Button variant="ghost" size="lg" onClick={onSkip} disabled={isPending}>
            Skip
          </Button>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={isPending || isSubmitDisabled}
          aria-busy={isPending || undefined}
          className="sm:min-w-36"
        >
          {isPending ? <Spinner className="size-4 text-current" /> : null}
          {isPending ? pendingLabel : submitLabel}
          {isPending ? null : <ChevronRightIcon />}
        </Button>
      </div>
    </div>
  );
}
