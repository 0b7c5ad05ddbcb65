import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import { AppError, ErrorCode, invalidInput } from './errors';
import type { Services } from './services';
import { MAX_IMAGE_BYTES, MULTIPART_OVERHEAD_BYTES } from './uploads/uploads';
import { requireSession, type AppEnv } from './route-context';
import { reply, route } from './route';
import { MAIN } from '../../shared/contract/endpoints/main';

/** /api/main/config and the upload. */
export function mainRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  route(app, MAIN.config, async () => services.settings.getMainConfig());

  route(
    app,
    MAIN.upload,
    requireSession(services.sessions),
    // Per-user rate and daily quota before a byte of the body is read.
    async (c, next) => {
      const userId = c.get('session').userId;
      services.limits.upload.take(`user:${userId}`);
      await services.uploads.assertQuota(userId);
      await next();
    },
    async (c) => {
      const contentType = c.req.header('Content-Type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw invalidInput('upload_not_multipart');
      // A declared length over the limit is refused before a byte is read.
      if (Number(c.req.header('Content-Length') ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw new AppError(ErrorCode.UPLOAD_TOO_LARGE, 'upload_too_large');
      }
      // The body is streamed to a temporary file, never buffered. Under @hono/node-server read the
      // Node request itself: on refusal it is only paused, and the server drains or closes it after
      // the answer is sent. Elsewhere (app.request in tests) the web body stream is cancelled.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      let body: Readable;
      let stop: () => void;
      if (incoming) {
        body = incoming;
        stop = () => incoming.pause();
      } else {
        if (!c.req.raw.body) throw invalidInput('upload_not_multipart');
        const web = Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>);
        body = web;
        stop = () => web.destroy();
      }
      const uri = await services.uploads.storeUpload(c.get('session').userId, body, contentType, stop);
      return reply({ uris: [uri] }, 'uploaded');
    },
  );

  return app;
}
