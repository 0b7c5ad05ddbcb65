// `npm run analyze [route …]`: what each route's first load is made of. Builds with ANALYZE=1 (unless
// --no-build), then prints per route every script the HTML loads (gzip KiB) with its largest modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsOf } from './lib/budget.mjs';
import { ROOT, run } from './lib/stack.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) await run('npm', ['run', 'build'], { env: { ANALYZE: '1' } });
const data = path.join(ROOT, '.next/analyze/client-chunks.json');
if (!existsSync(data)) throw new Error('No .next/analyze/client-chunks.json: build with ANALYZE=1 first.');
const chunks = JSON.parse(readFileSync(data, 'utf8'));
const byFile = new Map(chunks.flatMap((c) => c.files.map((f) => [`/_next/${f}`, c])));
const routes = args.filter((a) => a.startsWith('/'));
for (const route of routes.length ? routes : ['/login', '/home', '/reports', '/wallet']) {
  const html = readFileSync(path.join(ROOT, 'out', route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
  let total = 0;
  console.log(`\n${route}`);
  for (const src of scriptsOf(html)) {
    const kib = gzipSync(readFileSync(path.join(ROOT, 'out', src))).length / 1024;
    total += kib;
    const top = (byFile.get(src)?.modules ?? []).slice(0, 4).map((m) => `${m.name.replace(/^\.\/node_modules\//, '')} ${(m.size / 1024).toFixed(1)}`);
    console.log(`  ${kib.toFixed(1).padStart(6)} KiB  ${path.basename(src)}  ${top.join(' | ')}`);
  }
  console.log(`  ${total.toFixed(1).padStart(6)} KiB  total`);
}
