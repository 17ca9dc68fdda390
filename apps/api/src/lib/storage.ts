import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors.ts';

/** A stored file opened for reading: its bytes as a stream and their count. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live. Files get random names and nothing a client sends becomes part of a
 * path or key. `area` is a fixed folder chosen by the code (documents, attachments, product images).
 */
export interface FileStorage {
  save(area: string, bytes: Buffer, extension: string, contentType: string): Promise<string>;
  /** Opens a stored file; undefined when there is none by that name. */
  open(area: string, name: string): Promise<StoredFile | undefined>;
  remove(area: string, name: string): Promise<void>;
  /** Whether files are on this machine's disk (product images are then served from it directly). */
  readonly localRoot: string | undefined;
}

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

function checkedName(name: string): string {
  if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${name}`);
  return name;
}

function newName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** Files under one directory of this machine: the default, for one instance. */
export class DiskFileStorage implements FileStorage {
  constructor(readonly localRoot: string) {}

  async save(area: string, bytes: Buffer, extension: string): Promise<string> {
    const directory = path.join(this.localRoot, area);
    await mkdir(directory, { recursive: true });
    const name = newName(extension);
    await writeFile(path.join(directory, name), bytes, { mode: 0o600 });
    return name;
  }

  async open(area: string, name: string): Promise<StoredFile | undefined> {
    const file = path.join(this.localRoot, area, checkedName(name));
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  remove(area: string, name: string): Promise<void> {
    return rm(path.join(this.localRoot, area, checkedName(name)), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket, shared by every instance. Objects stay private; the API serves them. */
export class S3FileStorage implements FileStorage {
  readonly localRoot = undefined;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    const options: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: MinIO and older S3-compatible servers reject the
      // newer default trailers, and each upload is already checked by its content before saving.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    };
    if (settings.accessKeyId && settings.secretAccessKey) {
      options.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    }
    this.client = new S3Client(options);
  }

  async save(area: string, bytes: Buffer, extension: string, contentType: string): Promise<string> {
    const name = newName(extension);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: `${area}/${name}`,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
    return name;
  }

  async open(area: string, name: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: `${area}/${checkedName(name)}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { body: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(area: string, name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: `${area}/${checkedName(name)}` }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}

export function createFileStorage(options: { uploadDir: string; s3: S3Settings | undefined }): FileStorage {
  return options.s3 ? new S3FileStorage(options.s3) : new DiskFileStorage(options.uploadDir);
}

/**
 * A row names a file the storage no longer has (deleted from the bucket, a lost disk): logged as
 * the fault it is, answered as a file that is gone rather than a server error.
 */
export function storedFileMissing(log: FastifyBaseLogger, what: string, storedName: string): AppError {
  log.error({ storedName }, `stored ${what} is missing from file storage`);
  return new AppError(404, `The ${what} file is no longer available`);
}
