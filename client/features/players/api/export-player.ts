import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PlayerExport } from '#common/contracts/data-control.ts';

/** GET /api/players/{id}/export, saved as a JSON file by the browser. */
async function downloadPlayerData(player: { id: string; slug?: string }): Promise<void> {
  const data = await apiRequest<PlayerExport>('GET', `/api/players/${encodeURIComponent(player.id)}/export`);
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
