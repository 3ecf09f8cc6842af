import { DownloadIcon, LockIcon, ShieldIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TypedConfirmDialog } from '#client/components/ui/typed-confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeletePlayer, useDownloadPlayerData } from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { needsParentalConsent } from '#common/age.ts';
import type { Player } from '#common/contracts/players.ts';
import { useWithdrawConsent } from '../api/withdraw-consent.ts';

/**
 * Privacy & data for one child: withdraw consent, download the data, delete the profile.
 * `hasConsent`: a parent's consent is on record (only then can it be withdrawn).
 */
export function PrivacyAndData({ player, hasConsent }: { player: Player; hasConsent: boolean }) {
  const name = `${player.firstName} ${player.lastName}`;
  const withdraw = useWithdrawConsent(player.id);
  const download = useDownloadPlayerData();
  const remove = useDeletePlayer(player);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const canWithdraw = needsParentalConsent(player) && hasConsent;

  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: (data) => {
        setWithdrawOpen(false);
        toast({ title: 'Consent withdrawn', description: data.message });
      },
      onError: (error) => showErrorToast('Failed to withdraw consent', error),
    });
  const onDownload = () =>
    download.mutate(player, {
      onSuccess: () =>
        toast({ title: 'Download ready', description: `${name}'s data was saved as a JSON file.` }),
      onError: (error) => showErrorToast('Failed to download data', error),
    });
  // mutateAsync: the card unmounts when the deleted child leaves the list, and the toast must still show.
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast({
        title: 'Profile deleted',
        description: `${name}'s profile and all its data have been deleted.`,
      });
    } catch (error) {
      showErrorToast('Failed to delete profile', error);
    }
  };

  return (
    <section aria-label={`Privacy and data for ${name}`} className="grid gap-3 border-t border-border pt-5">
      <h4 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground [&_svg]:size-4">
        <LockIcon />
        Privacy &amp; data
      </h4>
      <div className="flex flex-wrap gap-2">
        {canWithdraw ? (
          <Button size="sm" variant="outline" onClick={() => setWithdrawOpen(true)}>
            <ShieldIcon />
            Withdraw Consent
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onDownload} disabled={download.isPending}>
          <DownloadIcon />
          {download.isPending ? 'Preparing...' : 'Download Data'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setDeleteOpen(true)}
        >
          <TrashIcon />
          Delete Profile
        </Button>
      </div>

      <ConfirmDialog
        open={withdrawOpen}
        onOpenChange={setWithdrawOpen}
        title="Withdraw consent?"
        description={`${name}'s profile will be hidden right away: recruiters will no longer find it in search, lists or on its public page. Nothing is deleted, and you can give consent again at any time.`}
        confirmLabel="Withdraw Consent"
        cancelLabel="Keep Consent"
        isPending={withdraw.isPending}
        onConfirm={onWithdraw}
      />
      <TypedConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete ${name}'s profile?`}
        description="This deletes the profile and everything about it for good: stats, games, schedule, photos, highlights, goals, consent records and recruiters' saved entries. Download the data first if you want a copy. This cannot be undone."
        word={player.firstName}
        confirmLabel="Delete Profile"
        isPending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </section>
  );
}
