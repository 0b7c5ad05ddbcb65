// ANALYZE=1 next build --webpack: writes .next/analyze/client-chunks.json, every client chunk's file
// with its modules and their (minified, before gzip) sizes. `node scripts/analyze.mjs` reads it with
// out/ to show what each route's first load is made of.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class ChunkModulesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkModulesPlugin', (compilation) => {
      const chunks = [];
      for (const chunk of compilation.chunks) {
        const modules = compilation.chunkGraph
          .getChunkModules(chunk)
          .map((m) => ({ name: m.readableIdentifier(compilation.requestShortener).replace(/^.*!/, ''), size: m.size() }))
          .sort((a, b) => b.size - a.size);
        chunks.push({ files: [...chunk.files], modules });
      }
      const dir = path.join(compiler.options.context, '.next/analyze');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'client-chunks.json'), JSON.stringify(chunks));
    });
  }
}
