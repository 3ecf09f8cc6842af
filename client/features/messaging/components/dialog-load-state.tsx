import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';

/** What a messaging dialog shows while the read it needs first is on its way. */
export function DialogLoading({ label }: { label: string }) {
  return (
    <div className="py-6">
      <Spinner label={label} />
    </div>
  );
}

/** ...and when that read failed: why, and a way out. */
export function DialogLoadError({
  title,
  error,
  onClose,
}: {
  title: string;
  error: unknown;
  onClose(): void;
}) {
  return (
    <>
      <Alert variant="destructive" title={title} role="alert">
        {getErrorMessage(error, 'Please try again later.')}
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
