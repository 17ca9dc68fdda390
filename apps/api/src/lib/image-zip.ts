import path from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest } from './errors.ts';

/**
 * A ZIP of photos sent with a product import, read from a file on disk with yauzl: its directory
 * first (names and sizes), then only the photos a row names, one at a time. yauzl checks each
 * photo's inflated size against the size the directory gives, so a ZIP cannot inflate past what
 * it declares; a photo declared larger than `maxEntryBytes` is never inflated.
 */
export interface ImageZip {
  /** The entry a CSV name means: its path in the ZIP, or its file name when only one entry has it. */
  find(name: string): ImageZipEntry | undefined;
  /** The photo's bytes; a name `find` does not know, or one over the size limit, is refused. */
  read(entry: ImageZipEntry): Promise<Buffer>;
  close(): void;
}

export interface ImageZipEntry {
  name: string;
  size: number;
}

export interface ImageZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  /** The most bytes all the photos read from one ZIP may inflate to: 2,000 photos of 5 MB of zeros are 10 GB. */
  maxTotalBytes: number;
}

const NOT_A_ZIP = 'The photos file is not a ZIP archive that can be read';

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(badRequest(NOT_A_ZIP, 'images')) : resolve(zip),
    );
  });
}

function directoryOf(zip: ZipFile, limits: ImageZipLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      if (entries.length > limits.maxEntries) {
        reject(badRequest(`The photos ZIP holds more than ${limits.maxEntries} files`, 'images'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(badRequest(NOT_A_ZIP, 'images')));
    zip.readEntry();
  });
}

export async function openImageZip(file: string, limits: ImageZipLimits): Promise<ImageZip> {
  const zip = await openZip(file);
  let entries: Entry[];
  try {
    entries = await directoryOf(zip, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
  const byPath = new Map(entries.map((entry) => [entry.fileName, entry]));
  const byBaseName = new Map<string, Entry | null>();
  for (const entry of entries) {
    const base = path.posix.basename(entry.fileName);
    byBaseName.set(base, byBaseName.has(base) ? null : entry);
  }
  const entryOf = (name: string) => byPath.get(name) ?? byBaseName.get(name) ?? undefined;
  let inflated = 0;
  return {
    find(name) {
      const entry = entryOf(name);
      return entry && { name: entry.fileName, size: entry.uncompressedSize };
    },
    read({ name }) {
      const entry = byPath.get(name);
      if (!entry) return Promise.reject(badRequest(`${name} is not in the photos ZIP`, 'images'));
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        return Promise.reject(
          badRequest(`${name} is larger than ${limits.maxEntryBytes / (1024 * 1024)} MB`, 'images'),
        );
      }
      if (inflated + entry.uncompressedSize > limits.maxTotalBytes) {
        return Promise.reject(
          badRequest(
            `${name} is past the ${limits.maxTotalBytes / (1024 * 1024)} MB the photos of one file may come to`,
            'images',
          ),
        );
      }
      inflated += entry.uncompressedSize;
      return new Promise<Buffer>((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) {
            reject(badRequest(`${name} could not be read from the photos ZIP`, 'images'));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => reject(badRequest(`${name} could not be read from the photos ZIP`, 'images')));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    },
    close: () => zip.close(),
  };
}
