// `npm run prebuild` (npm runs it before `npm run build`; scripts/start.mjs, test.mjs, measure.mjs and
// analyze.mjs run it before `next build` and `next dev`): writes the files the build reads and
// next.config.mjs only reads, so loading the config has no side effect. The messages, split per
// namespace and precompiled (scripts/lib/messages.mjs), and RainbowKit's stylesheet as a plain file
// (scripts/lib/vendor-css.mjs).
import { compileMessages } from './lib/messages.mjs';
import { ROOT } from './lib/stack.mjs';
import { emitRainbowKitCss } from './lib/vendor-css.mjs';

const { namespaces, version } = compileMessages(ROOT);
const css = emitRainbowKitCss(ROOT);
console.log(`prebuild: ${namespaces.length} message namespaces (version ${version}); ${css}`);
