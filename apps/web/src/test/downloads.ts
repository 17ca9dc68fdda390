import { onTestFinished, vi } from 'vitest';

/** The text of a downloaded file (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Catches the files handed to the browser's download (lib/download.ts `saveFile`) for this test:
 * jsdom has no object URLs, so stand-ins remember which file each one names.
 */
export function captureSavedFiles(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const objectUrls = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${objectUrls.size}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: objectUrls.get(this.href) as Blob });
  });
  return saved;
}

/**
 * A download that sends its first 10 bytes at once and the rest on `sendRest()`, so a test can see
 * the progress in between.
 */
export function pausedDownload(body: string, headers: Record<string, string>) {
  let sendRest: () => void = () => {};
  const respond = () => {
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        sendRest = () => {
          controller.enqueue(bytes.slice(10));
          controller.close();
        };
      },
    });
    return new Response(stream, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  };
  return { respond, sendRest: () => sendRest() };
}
