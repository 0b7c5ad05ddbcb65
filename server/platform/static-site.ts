import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { inlineScriptHashes } from './security-headers';

const gzip = promisify(gzipCallback);

/**
 * Serves a Next.js static export (trailingSlash: false) from a folder:
 *   /      → index.html
 *   /a/b   → a/b (an exact file), a/b.html, or a/b/index.html
 *   other  → 404.html with status 404
 * Compressible files are gzipped once and kept in memory (keyed by path, size and mtime).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml|image\/x-icon)/;
/** Below this size gzip saves too little to be worth it. */
const COMPRESS_MIN_BYTES = 1024;
/** Upper bound of the in-memory gzip cache; it is simply emptied when full. */
const GZIP_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_DEFAULT = 'public, max-age=3600';

const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest']);

export type StaticFile = {
  absolutePath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  cacheControl: string;
  etag: string;
};

export type StaticLookup = { kind: 'found'; file: StaticFile; status: 200 | 404 } | { kind: 'not-found' } | { kind: 'no-build'; root: string };

export type StaticBody = { bytes: Buffer; gzipped: boolean };

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Safe path segments of a URL path, or null when it tries to leave the folder or is malformed. */
export function urlPathSegments(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  return segments;
}

export function createStaticSite(rootDir: string) {
  const root = path.resolve(rootDir);
  const gzipCache = new Map<string, { key: string; bytes: Buffer }>();
  const hashCache = new Map<string, { key: string; hashes: string[] }>();
  let gzipCacheBytes = 0;

  async function fileAt(relative: string, urlPath: string): Promise<StaticFile | null> {
    const absolutePath = path.join(root, relative);
    // Defence in depth on top of urlPathSegments: never serve outside the root.
    if (!absolutePath.startsWith(root + path.sep)) return null;
    try {
      const info = await stat(absolutePath);
      if (!info.isFile()) return null;
      const contentType = contentTypeFor(absolutePath);
      return {
        absolutePath,
        size: info.size,
        mtimeMs: info.mtimeMs,
        contentType,
        cacheControl: cacheControlFor(urlPath, contentType),
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    } catch {
      return null;
    }
  }

  function cacheControlFor(urlPath: string, contentType: string): string {
    if (urlPath.startsWith('/_next/static/')) return CACHE_IMMUTABLE;
    // Route data files (`*.txt`, the RSC payloads) change with the HTML they belong to: same rule.
    if (contentType.startsWith('text/html') || contentType.startsWith('text/plain') || ALWAYS_REVALIDATE.has(urlPath)) return CACHE_REVALIDATE;
    return CACHE_DEFAULT;
  }

  async function rootExists(): Promise<boolean> {
    try {
      return (await stat(root)).isDirectory();
    } catch {
      return false;
    }
  }

  return {
    root,

    async lookup(urlPath: string): Promise<StaticLookup> {
      if (!(await rootExists())) return { kind: 'no-build', root };
      const segments = urlPathSegments(urlPath);
      if (segments) {
        const relative = segments.join('/');
        const candidates =
          relative === '' ? ['index.html'] : urlPath.endsWith('/') ? [`${relative}.html`, `${relative}/index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
        for (const candidate of candidates) {
          const file = await fileAt(candidate, urlPath);
          if (file) return { kind: 'found', file, status: 200 };
        }
      }
      const notFoundPage = await fileAt('404.html', '/404.html');
      return notFoundPage ? { kind: 'found', file: notFoundPage, status: 404 } : { kind: 'not-found' };
    },

    /** The file's bytes, gzipped when the client accepts it and the type is worth compressing. */
    async body(file: StaticFile, acceptsGzip: boolean): Promise<StaticBody> {
      const worthCompressing = COMPRESSIBLE.test(file.contentType) && file.size >= COMPRESS_MIN_BYTES;
      if (!acceptsGzip || !worthCompressing) return { bytes: await readFile(file.absolutePath), gzipped: false };
      const key = `${file.size}:${file.mtimeMs}`;
      const cached = gzipCache.get(file.absolutePath);
      if (cached?.key === key) return { bytes: cached.bytes, gzipped: true };
      const bytes = await gzip(await readFile(file.absolutePath), { level: 9 });
      if (gzipCacheBytes + bytes.length > GZIP_CACHE_MAX_BYTES) {
        gzipCache.clear();
        gzipCacheBytes = 0;
      }
      if (cached) gzipCacheBytes -= cached.bytes.length;
      gzipCache.set(file.absolutePath, { key, bytes });
      gzipCacheBytes += bytes.length;
      return { bytes, gzipped: true };
    },

    /** SHA-256s of an HTML file's inline scripts, for its Content-Security-Policy (cached per file version). */
    async inlineScriptHashes(file: StaticFile): Promise<string[]> {
      const key = `${file.size}:${file.mtimeMs}`;
      const cached = hashCache.get(file.absolutePath);
      if (cached?.key === key) return cached.hashes;
      const hashes = inlineScriptHashes(await readFile(file.absolutePath, 'utf8'));
      hashCache.set(file.absolutePath, { key, hashes });
      return hashes;
    },

    isCompressible(file: StaticFile): boolean {
      return COMPRESSIBLE.test(file.contentType) && file.size >= COMPRESS_MIN_BYTES;
    },
  };
}

export type StaticSite = ReturnType<typeof createStaticSite>;
