import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail, ok } from '../lib/envelope';
import { AppError, ErrorCode, invalidInput } from '../lib/errors';
import type { Services } from '../services';
import { MAX_IMAGE_BYTES } from '../services/uploads';
import { handle, requireSession, type AppEnv } from './context';
import type { MainConfig, UploadResult } from '../../lib/contract/shapes';

/** Room for the multipart framing around a 5 MB image; the file itself is checked exactly. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** /api/main/* */
export function mainRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/config',
    handle(async (c) => ok(c, (await services.settings.getMainConfig()) satisfies MainConfig)),
  );

  app.post(
    '/upload',
    requireSession(services.sessions),
    // Per-user rate and daily quota before a byte of the body is read.
    async (c, next) => {
      const userId = c.get('session').userId;
      try {
        services.limits.upload.take(`user:${userId}`);
        await services.uploads.assertQuota(userId);
      } catch (error) {
        if (error instanceof AppError) return fail(c, error);
        throw error;
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => fail(c, new AppError(ErrorCode.UPLOAD_TOO_LARGE, 'upload_too_large')),
    }),
    handle(async (c) => {
      const contentType = c.req.header('Content-Type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw invalidInput('upload_not_multipart');
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw invalidInput('upload_not_multipart');
      }
      const field = form.source;
      const file = (Array.isArray(field) ? field : [field]).find((item): item is File => item instanceof File);
      if (!file) throw invalidInput('upload_missing');
      if (file.size > MAX_IMAGE_BYTES) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE, 'upload_too_large');
      const uri = await services.uploads.storeImage(c.get('session').userId, new Uint8Array(await file.arrayBuffer()));
      return ok(c, { uris: [uri] } satisfies UploadResult, 'uploaded');
    }),
  );

  return app;
}
