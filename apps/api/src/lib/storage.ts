import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files live under UPLOAD_DIR with random names; nothing a client sends becomes part of a path. */
export class FileStorage {
  constructor(private readonly root: string) {}

  async save(area: string, bytes: Buffer, extension: string): Promise<string> {
    const directory = path.join(this.root, area);
    await mkdir(directory, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(path.join(directory, name), bytes, { mode: 0o600 });
    return name;
  }

  read(area: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(area, name));
  }

  remove(area: string, name: string): Promise<void> {
    return rm(this.pathOf(area, name), { force: true });
  }

  private pathOf(area: string, name: string): string {
    if (!/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(name)) throw new Error(`not a stored file name: ${name}`);
    return path.join(this.root, area, name);
  }
}
