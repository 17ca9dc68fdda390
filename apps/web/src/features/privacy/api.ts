import type { CloseAccountInput } from '@soko/shared';
import { apiClient, send } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';

/** Everything Soko holds about the account, as a ZIP handed to the browser's own download. */
export async function downloadMyData(userId: string, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/user/{id}/data-export', { params: { path: { id: userId } }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'soko-data.zip');
}

export function closeAccountRequest(userId: string, body: CloseAccountInput) {
  return send(apiClient.POST('/api/user/{id}/close', { params: { path: { id: userId } }, body }));
}
