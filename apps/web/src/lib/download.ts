import { ApiError, settle } from './api.ts';

export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** The size announced by the server, or null when it streams without a Content-Length. */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From the Content-Disposition header, or null when the server named none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, then the plain `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void) {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const reader = response.body?.getReader();
  if (!reader) return new Blob([], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type });
}

/**
 * The response of an `apiClient` call for a file, made with `parseAs: 'stream'` so that it can be
 * read as it arrives: the session's token goes with it (a plain link cannot send it), and a refused
 * or failed request is an ApiError, as for every call.
 */
export async function requestDownload(call: Promise<{ data?: unknown; error?: unknown; response: Response }>) {
  return (await settle(call)).response;
}

/** Downloads a file from the API (see requestDownload), reporting the bytes received as they arrive. */
export async function downloadWithProgress(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const response = await requestDownload(call);
  try {
    const blob = await readWithProgress(response, onProgress);
    return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) };
  } catch (cause) {
    throw new ApiError(0, [], { cause });
  }
}

/** How long the browser keeps a downloaded file's object URL; the download has started well before. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser's own download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
