import { FileDownIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { Player } from '#common/contracts/players.ts';
import { useDownloadOnePager } from '../api/download-one-pager.ts';

/** D293: the printable one-pager (hockey resume) of the profile, for the people who manage it. */
export function OnePagerButton({ player, className }: { player: Player; className?: string }) {
  const download = useDownloadOnePager();
  const onClick = () =>
    download.mutate(player, {
      onSuccess: () =>
        toast({
          title: 'One-pager downloaded',
          description: 'Print it or hand it out: its QR code opens the public profile.',
        }),
      onError: (error) => showErrorToast('Failed to download the one-pager', error),
    });
  return (
    <Button variant="outline" className={className} onClick={onClick} disabled={download.isPending}>
      <FileDownIcon />
      {download.isPending ? 'Preparing PDF...' : 'Download One-Pager (PDF)'}
    </Button>
  );
}
