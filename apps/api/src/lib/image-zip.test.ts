import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { afterAll, describe, expect, it } from 'vitest';
import { openImageZip } from './image-zip.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'soko-image-zip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function zipFile(name: string, files: Record<string, Buffer>): Promise<string> {
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const written = new Promise((resolve, reject) => sink.on('finish', resolve).on('error', reject));
  zip.pipe(sink);
  for (const [entry, bytes] of Object.entries(files)) zip.append(bytes, { name: entry });
  await zip.finalize();
  await written;
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

describe('a ZIP of photos', () => {
  it('finds a photo by its path or its file name, and not by a file name two entries share', async () => {
    const file = await zipFile('names.zip', {
      'front/basket.png': Buffer.from('a'),
      'side/basket.png': Buffer.from('b'),
      'photos/mug.png': Buffer.from('c'),
    });
    const zip = await openImageZip(file, { maxEntries: 10, maxEntryBytes: 100, maxTotalBytes: 1_000 });
    expect(zip.find('mug.png')).toEqual({ name: 'photos/mug.png', size: 1 });
    expect(zip.find('side/basket.png')).toEqual({ name: 'side/basket.png', size: 1 });
    expect(zip.find('basket.png')).toBeUndefined();
    const mug = zip.find('mug.png');
    if (!mug) throw new Error('mug.png is missing');
    expect((await zip.read(mug)).toString()).toBe('c');
    zip.close();
  });

  it('inflates no photo past its own limit, and no more than the total for all the photos read', async () => {
    // Zeros squeeze to almost nothing: 3 photos of 40 KB in a ZIP of well under 1 KB.
    const zeros = Buffer.alloc(40_000);
    const file = await zipFile('zeros.zip', { 'a.png': zeros, 'b.png': zeros, 'c.png': zeros });
    const small = await openImageZip(file, { maxEntries: 10, maxEntryBytes: 30_000, maxTotalBytes: 1_000_000 });
    const a = small.find('a.png');
    if (!a) throw new Error('a.png is missing');
    await expect(small.read(a)).rejects.toThrow('a.png is larger than');
    small.close();

    const zip = await openImageZip(file, { maxEntries: 10, maxEntryBytes: 50_000, maxTotalBytes: 100_000 });
    const [first, second, third] = ['a.png', 'b.png', 'c.png'].map((name) => zip.find(name));
    if (!first || !second || !third) throw new Error('a photo is missing');
    expect((await zip.read(first)).length).toBe(40_000);
    expect((await zip.read(second)).length).toBe(40_000);
    await expect(zip.read(third)).rejects.toThrow('c.png is past the');
    zip.close();
  });

  it('refuses a ZIP of more files than its limit, and a file that is no ZIP', async () => {
    const file = await zipFile('many.zip', {
      '1.png': Buffer.from('1'),
      '2.png': Buffer.from('2'),
      '3.png': Buffer.from('3'),
    });
    await expect(openImageZip(file, { maxEntries: 2, maxEntryBytes: 100, maxTotalBytes: 1_000 })).rejects.toThrow(
      'The photos ZIP holds more than 2 files',
    );
    const text = path.join(folder, 'text.zip');
    writeFileSync(text, 'not a zip');
    await expect(openImageZip(text, { maxEntries: 2, maxEntryBytes: 100, maxTotalBytes: 1_000 })).rejects.toThrow(
      'The photos file is not a ZIP archive that can be read',
    );
  });
});
