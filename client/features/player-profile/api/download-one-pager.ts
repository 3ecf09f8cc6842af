import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { onePagerFilename } from '#common/one-pager.ts';

interface OnePagerPlayer {
  id: string;
  firstName: string;
  lastName: string;
}

/** The player's printable one-pager (D293), saved as a PDF file by the browser. */
async function downloadOnePager(player: OnePagerPlayer): Promise<void> {
  const pdf = await callApi(api.players.onePager, { params: { id: player.id } });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = onePagerFilename(player.firstName, player.lastName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadOnePager() {
  return useMutation({ mutationFn: downloadOnePager });
}
