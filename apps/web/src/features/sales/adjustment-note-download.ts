import { apiClient } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';

/** One adjustment note as PDF; apart from api.ts so that the payout screens can use it without a cycle. */
export async function downloadAdjustmentNote(noteId: string, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/adjustment-note/{id}.pdf', { params: { path: { id: noteId } }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'adjustment-note.pdf');
}
