import { DatabaseIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { useSeedSubscriptions } from '../api/seed-subscriptions.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Spec 3 §2 "An action to seed subscription data": adds the tiers and features of decisions §5 that are
 * missing. It changes nothing that exists, but it writes to the database, so it asks first.
 */
export function SeedSubscriptionsButton() {
  const [open, setOpen] = useState(false);
  const seed = useSeedSubscriptions();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <DatabaseIcon />
        Seed Subscription Data
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Seed subscription data?"
        description="Adds the standard tiers and features that are missing. Existing tiers, prices and features are left as they are."
        submitLabel="Seed Data"
        submitIcon={<DatabaseIcon className="size-4" />}
        isPending={seed.isPending}
        className="sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          seed.mutate(undefined, {
            // The answer counts the tiers and features in place after the seed (it adds only missing ones).
            onSuccess: ({ tiers, features }) => {
              toast({
                title: 'Subscription data initialized',
                description: `${plural(tiers, 'tier', 'tiers')} and ${plural(features, 'feature', 'features')} are in place.`,
              });
              setOpen(false);
            },
            onError: (error) => showFailureToast('Failed to initialize subscription data', error),
          });
        }}
      >
        <p className="text-sm text-muted-foreground">You can run this again safely.</p>
      </FormDialog>
    </>
  );
}
