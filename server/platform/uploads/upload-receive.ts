import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError, ErrorCode, invalidInput } from '../errors';

/** An avatar file may be at most this large. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing and small fields around a 5 MB image; the file itself is counted exactly. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const tooLarge = () => new AppError(ErrorCode.UPLOAD_TOO_LARGE, 'upload_too_large');

/**
 * Streams the multipart field `source` of a request body into `tempPath`, counting bytes: over
 * 5 MB (the file) or 5 MB + framing (the whole body) it stops reading at once and refuses. Never
 * holds the body in memory. Returns false when the body had no `source` file. On refusal or error
 * the caller's `stop` is called (stop reading the request) and the write stream is closed before
 * the promise settles, so the caller can remove the file.
 */
export function receiveSourceFile(body: Readable, contentType: string, tempPath: string, stop: () => void): Promise<boolean> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // +1: busboy flags a file as soon as it reaches the limit; exactly 5 MB is allowed.
      limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 4, fields: 16, fieldSize: 4096, parts: 24, headerPairs: 32 },
    });
  } catch {
    return Promise.reject(invalidInput('upload_not_multipart'));
  }
  return new Promise<boolean>((resolve, reject) => {
    let settled = false;
    let received = 0;
    let out: WriteStream | null = null;
    let writing: Promise<void> | null = null;

    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) fail(tooLarge());
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      body.unpipe(parser);
      stop();
      const file = out;
      if (!file || file.closed) return reject(error);
      file.once('close', () => reject(error));
      file.destroy();
    };

    parser.on('file', (name, stream) => {
      if (name !== 'source' || out || settled) {
        stream.resume();
        return;
      }
      stream.once('limit', () => fail(tooLarge()));
      out = createWriteStream(tempPath, { flags: 'wx' });
      writing = pipeline(stream, out);
      writing.catch((error: unknown) => fail(error));
    });
    parser.on('error', () => fail(invalidInput('upload_not_multipart')));
    parser.on('close', () => {
      if (settled) return;
      void (writing ?? Promise.resolve()).then(
        () => {
          if (settled) return;
          settled = true;
          body.off('data', onData);
          resolve(out !== null);
        },
        (error: unknown) => fail(error),
      );
    });
    body.on('error', () => fail(invalidInput('upload_not_multipart')));
    body.on('data', onData);
    body.pipe(parser);
  });
}
