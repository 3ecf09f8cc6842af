import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The player's data export, saved as a JSON file by the browser. */
async function downloadPlayerData(player: { id: string; slug?: string }): Promise<void> {
  const data = await callApi(api.dataControl.exportPlayer, { params: { id: player.id } });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rinkside-${player.slug ?? 'player'}-data.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadPlayerData() {
  return useMutation({ mutationFn: downloadPlayerData });
}
