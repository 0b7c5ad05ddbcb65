import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { uploads } from '../db/schema';
import { AppError, ErrorCode } from '../lib/errors';
import { newFileStem } from '../lib/random';
import type { ServiceContext } from './context';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
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

export function createUploadService(ctx: ServiceContext) {
  const { db, now, config } = ctx;
  const directory = path.resolve(config.uploadDir);

  return {
    /** Checks and stores an image; returns its public path. */
    async storeImage(userId: number, bytes: Uint8Array): Promise<string> {
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE, 'upload_too_large');
      const type = detectImageType(bytes);
      if (!type) throw new AppError(ErrorCode.UPLOAD_NOT_IMAGE, 'upload_not_image');

      const name = `${newFileStem()}.${type.extension}`;
      await mkdir(directory, { recursive: true });
      const filePath = path.join(directory, name);
      await writeFile(filePath, bytes, { flag: 'wx' });
      try {
        await db.transaction(async (tx) => {
          await tx.insert(uploads).values({ name, userId, contentType: type.contentType, sizeBytes: bytes.byteLength, createdAt: now() });
        });
      } catch (error) {
        await unlink(filePath).catch(() => undefined);
        throw error;
      }
      return `${UPLOAD_URL_PREFIX}${name}`;
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
