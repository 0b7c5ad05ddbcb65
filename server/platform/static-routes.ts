import type { Context } from 'hono';
import { isBuildAsset, pageCsp } from './security-headers';
import type { StaticSite } from './static-site';

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => {
      const [coding, ...params] = part.split(';').map((p) => p.trim());
      if (coding !== 'gzip' && coding !== '*') return false;
      const q = params.find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
}

export type StaticHandlerOptions = {
  /** URL prefix the site is mounted under; it is cut off before the file lookup. */
  mountPath?: string;
  /** Origins besides our own that pages may frame (the mall). */
  frameOrigins?: readonly string[];
  /** Extra headers on every file answer (e.g. a page's own Content-Security-Policy). */
  headers?: Record<string, string>;
};

/** GET/HEAD handler for everything outside /api, /uploads and /rpc (and for stand-ins under a prefix). */
export function staticHandler(site: StaticSite, options: StaticHandlerOptions = {}) {
  const { mountPath = '', headers: extraHeaders = {} } = options;
  return async (c: Context): Promise<Response> => {
    const urlPath = mountPath && c.req.path.startsWith(mountPath) ? c.req.path.slice(mountPath.length) || '/' : c.req.path;
    const lookup = await site.lookup(urlPath);
    if (lookup.kind === 'no-build') {
      return c.text(`The web app has not been built: ${lookup.root} does not exist. Run npm run build first.`, 503, {
        'Cache-Control': 'no-store',
      });
    }
    if (lookup.kind === 'not-found') return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });

    const { file, status } = lookup;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
      // HTML gets its inline scripts' hashes; other files that can be a document or a worker (SVG,
      // sw.js: a worker runs under its script's CSP) get the same policy without them; build assets none.
      ...(isBuildAsset(urlPath)
        ? {}
        : {
            'Content-Security-Policy': pageCsp({
              scriptHashes: file.contentType.startsWith('text/html') ? await site.inlineScriptHashes(file) : [],
              frameOrigins: options.frameOrigins,
            }),
          }),
      ...extraHeaders,
    };
    if (site.isCompressible(file)) headers.Vary = 'Accept-Encoding';
    if (status === 200 && c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);

    const body = await site.body(file, acceptsGzip(c.req.header('Accept-Encoding')));
    if (body.gzipped) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.bytes.length);
    return c.body(new Uint8Array(body.bytes), status, headers);
  };
}
