import { ConsentDialog } from '#client/components/consent-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useRecordConsent } from '../api/record-consent.ts';

/** Spec 2 §5: the linked parent records consent (name, time, IP); a draft child's profile becomes active. */
export function RecordConsentDialog({
  player,
  open,
  onOpenChange,
  defaultName,
}: {
  player: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName?: string;
}) {
  const consent = useRecordConsent(player.id);
  return (
    <ConsentDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record Parental Consent"
      description={
        <>
          Your consent makes {player.firstName}&apos;s profile visible to recruiters. We keep your name, the
          date and time, and your IP address as the record.
        </>
      }
      consentLabel={
        <>
          I am {player.firstName}&apos;s parent or legal guardian, and I consent to this profile being shown
          to recruiters on Rinkside.
        </>
      }
      submitLabel="Record Consent"
      defaultName={defaultName}
      nameMaxLength={120}
      pending={consent.isPending}
      onConfirm={(parentName, done) =>
        consent.mutate(
          { parentName, consentGiven: true },
          {
            onSuccess: () => {
              toast({
                title: 'Consent recorded',
                description: `${player.firstName}'s profile is now active and visible to recruiters.`,
              });
              done();
            },
            onError: (error) => showErrorToast('Failed to record consent. Please try again.', error),
          },
        )
      }
    />
  );
}
