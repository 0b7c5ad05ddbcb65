import { MAIN } from '@/shared/contract/endpoints/main';
import type { RequestOptions } from './client';
import { call } from './call';

/**
 * Image upload (spec §7: POST /api/main/upload, multipart field `source`, answer `data.uris[0]`) and
 * the upload item of spec §3/§4: pending while it travels, then it takes its url, or it fails (and a
 * failed item is not rendered).
 */
export const UPLOAD_FIELD = 'source';
/** The server accepts images of at most 5 MB; checking first saves the user a doomed upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type { UploadResult } from '@/shared/contract';

export type UploadProblem = 'notImage' | 'tooLarge';

/** The client-side reason a file would be refused, or null when it may be sent. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Sends one image and answers its address (for example `/uploads/abc.png`). */
export async function uploadImage(file: File, options?: RequestOptions): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const data = await call(MAIN.upload, form, options);
  const uri = data?.uris?.[0];
  if (!uri) throw new Error('The upload answered no address');
  return uri;
}

export type UploadStatus = 'pending' | 'failed' | 'done';

export interface UploadItem {
  id: number;
  status: UploadStatus;
  file: File;
  /** The server address once uploaded. */
  url?: string;
  /** A local preview (object URL) shown while pending. */
  thumbnail?: string;
  /** The file's name: a stable label for the item. */
  key: string;
}

let nextItemId = 1;

export function pendingItem(file: File, thumbnail?: string): UploadItem {
  return { id: nextItemId++, status: 'pending', file, thumbnail, key: file.name };
}

export const uploadSucceeded = (item: UploadItem, url: string): UploadItem => ({ ...item, status: 'done', url });
export const uploadFailed = (item: UploadItem): UploadItem => ({ ...item, status: 'failed' });

/** Failed items are not rendered (spec §4). */
export const visibleItems = (items: UploadItem[]) => items.filter((item) => item.status !== 'failed');
