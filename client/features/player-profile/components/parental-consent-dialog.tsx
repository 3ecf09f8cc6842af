import { ConsentDialog } from '#client/components/consent-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useRecordParentalConsent } from '../api/record-parental-consent.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

interface ParentalConsentDialogProps {
  player: PlayerRef & { firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 2 §5: a linked parent records consent (name, time and IP are kept); the profile becomes active. */
export function ParentalConsentDialog({ player, open, onOpenChange }: ParentalConsentDialogProps) {
  const consent = useRecordParentalConsent(player);
  return (
    <ConsentDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Give Parental Consent"
      description={
        <>
          As {player.firstName}&apos;s parent or guardian, your consent makes this profile visible to
          recruiters. We record your name, the time and your IP address.
        </>
      }
      consentLabel={`I am ${player.firstName}'s parent or legal guardian and I consent to this profile being shown to recruiters.`}
      submitLabel="Give Consent"
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
