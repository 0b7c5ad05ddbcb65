import { mkdir, open, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, count, eq, gte, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../db/schema';
import { AppError, ErrorCode, invalidInput } from '../errors';
import { newFileStem } from '../random';
import type { ServiceContext } from '../services-context';
import { MAX_IMAGE_BYTES, receiveSourceFile, tooLarge } from './upload-receive';

export { MAX_IMAGE_BYTES, MULTIPART_OVERHEAD_BYTES } from './upload-receive';

/** Per user and rolling day: files and bytes stored. */
export const UPLOAD_DAILY_FILES = 20;
export const UPLOAD_DAILY_BYTES = 20 * 1024 * 1024;
/** Uploads decoded at once per server; more wait their turn (each decodes up to 5 MB from its temporary file into pixels). */
export const UPLOAD_CONCURRENCY = 4;
/** Decoded images may not exceed this many pixels (a small file can expand into gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Avatars are stored at most this wide and high. */
const MAX_STORED_EDGE = 1024;
/** Files without a row older than this are removed by sweepOrphans (a crash between write and insert). */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** Sub-folder of UPLOAD_DIR an upload is streamed into before it is checked (never served: not an upload name). */
export const INCOMING_SUBDIR = '.incoming';
/** Public URL prefix of uploaded files (served by routes/uploads.ts). */
export const UPLOAD_URL_PREFIX = '/uploads/';

type ImageType = { extension: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

const CONTENT_TYPES: Record<ImageType['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Names this service issues: 32 hex characters and the detected extension. Anything else is not ours. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Recognises an image by its first bytes; the declared type and file name are not trusted. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
  let extension: ImageType['extension'] | null = null;
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) extension = 'png';
  else if (startsWith([0xff, 0xd8, 0xff])) extension = 'jpg';
  else if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) extension = 'gif';
  else if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) extension = 'webp';
  return extension ? { extension, contentType: CONTENT_TYPES[extension] } : null;
}

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/**
 * Turns an avatar value into the stored path: '' stays '', `/uploads/<name>` or an absolute
 * URL whose path is that, becomes `/uploads/<name>`. Returns null for anything else.
 */
export function uploadNameFromUrl(value: string): string | null {
  let pathname = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = pathname.slice(UPLOAD_URL_PREFIX.length);
  return isUploadName(name) ? name : null;
}

/** Decodes and re-encodes an image; refuses anything the decoder does not fully accept. */
async function reencode(source: Uint8Array | string, declared: ImageType): Promise<{ output: Buffer; type: ImageType }> {
  const target: ImageType = declared.extension === 'gif' ? { extension: 'png', contentType: CONTENT_TYPES.png } : declared;
  try {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded = target.extension === 'png' ? image.png() : target.extension === 'jpg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 });
    return { output: await encoded.toBuffer(), type: target };
  } catch {
    throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE, 'upload_not_image');
  }
}

/** First bytes of a file (enough for detectImageType). */
async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

let decoding = 0;
const waitingToDecode: (() => void)[] = [];
/** At most UPLOAD_CONCURRENCY images are decoded at once; the rest queue. */
async function limitDecoding<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= UPLOAD_CONCURRENCY) await new Promise<void>((resolve) => waitingToDecode.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    const next = waitingToDecode.shift();
    if (next) next();
    else decoding -= 1;
  }
}

export function createUploadService(ctx: ServiceContext) {
  const { db, now, config } = ctx;
  const directory = path.resolve(config.uploadDir);
  const incomingDirectory = path.join(directory, INCOMING_SUBDIR);

  return {
    /**
     * Checks the user's daily quota before the body is read (routes/main.ts), so a user over it
     * costs no upload work.
     */
    async assertQuota(userId: number): Promise<void> {
      const since = new Date(now().getTime() - 24 * 3600_000);
      const [used] = await db
        .select({ files: count(), bytes: sum(uploads.sizeBytes) })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
      if ((used?.files ?? 0) >= UPLOAD_DAILY_FILES || Number(used?.bytes ?? 0) >= UPLOAD_DAILY_BYTES) {
        throw new AppError(ErrorCode.UPLOAD_QUOTA, 'upload_quota');
      }
    },

    /**
     * Checks and stores an image; returns its public path. The image is decoded and re-encoded
     * (same format; GIF becomes PNG), at most 1024 px a side, metadata dropped: whatever else the
     * file carried (an HTML page after a PNG header, a script in a GIF) is not stored.
     */
    async storeImage(userId: number, source: Uint8Array | { path: string }): Promise<string> {
      let input: Uint8Array | string;
      let head: Uint8Array;
      if (source instanceof Uint8Array) {
        if (source.byteLength > MAX_IMAGE_BYTES) throw tooLarge();
        input = source;
        head = source;
      } else {
        if ((await stat(source.path)).size > MAX_IMAGE_BYTES) throw tooLarge();
        input = source.path;
        head = await readHead(source.path);
      }
      const declared = detectImageType(head);
      if (!declared) throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE, 'upload_not_image');
      const { output, type } = await limitDecoding(() => reencode(input, declared));
      await this.assertQuota(userId);

      const name = `${newFileStem()}.${type.extension}`;
      await mkdir(directory, { recursive: true });
      const filePath = path.join(directory, name);
      await writeFile(filePath, output, { flag: 'wx' });
      try {
        await db.transaction(async (tx) => {
          await tx.insert(uploads).values({ name, userId, contentType: type.contentType, sizeBytes: output.byteLength, createdAt: now() });
        });
      } catch (error) {
        await unlink(filePath).catch(() => undefined);
        throw error;
      }
      return `${UPLOAD_URL_PREFIX}${name}`;
    },

    /**
     * Streams the `source` field of a multipart body to a temporary file (never the whole body in
     * memory), then checks and stores it like storeImage. The temporary file is removed in every
     * outcome. `stop` is called when the body is refused part-way (the caller stops the request).
     */
    async storeUpload(userId: number, body: Readable, contentType: string, stop: () => void): Promise<string> {
      await mkdir(incomingDirectory, { recursive: true });
      const tempPath = path.join(incomingDirectory, `${newFileStem()}.part`);
      try {
        if (!(await receiveSourceFile(body, contentType, tempPath, stop))) throw invalidInput('upload_missing');
        return await this.storeImage(userId, { path: tempPath });
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    /** Removes files of the upload folder that no row names (left by a crash), once they are an hour old. */
    async sweepOrphans(): Promise<number> {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch {
        return 0;
      }
      let removed = 0;
      // Temporary files of uploads cut short by a crash.
      for (const name of await readdir(incomingDirectory).catch(() => [] as string[])) {
        const filePath = path.join(incomingDirectory, name);
        const info = await stat(filePath).catch(() => null);
        if (!info?.isFile() || now().getTime() - info.mtimeMs < ORPHAN_GRACE_MS) continue;
        await unlink(filePath).catch(() => undefined);
        removed += 1;
      }
      for (const name of names) {
        const filePath = path.join(directory, name);
        const info = await stat(filePath).catch(() => null);
        if (!info?.isFile() || now().getTime() - info.mtimeMs < ORPHAN_GRACE_MS) continue;
        if (isUploadName(name) && (await this.isIssued(name))) continue;
        await unlink(filePath).catch(() => undefined);
        removed += 1;
      }
      return removed;
    },

    /** True when the name was issued by storeImage. */
    async isIssued(name: string): Promise<boolean> {
      if (!isUploadName(name)) return false;
      const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.name, name)).limit(1);
      return Boolean(row);
    },

    /** Bytes and content type of an issued file, or null. */
    async read(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      if (!isUploadName(name)) return null;
      const extension = name.slice(name.lastIndexOf('.') + 1) as ImageType['extension'];
      try {
        return { bytes: await readFile(path.join(directory, name)), contentType: CONTENT_TYPES[extension] };
      } catch {
        return null;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
