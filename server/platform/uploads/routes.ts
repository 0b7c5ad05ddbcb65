import { Hono } from 'hono';
import { UPLOAD_CSP } from '../security-headers';
import type { UploadService } from './uploads';

/** GET /uploads/<name>: files issued by the upload service. Names are random, so they never change. */
export function uploadFileRoutes(uploads: UploadService) {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const file = await uploads.read(c.req.param('name'));
    if (!file) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOAD_CSP,
      'Content-Length': String(file.bytes.length),
    });
  });
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}
