import { createRequire } from 'node:module';
import path from 'node:path';
import withSerwistInit from '@serwist/next';
import { compileMessages } from './scripts/lib/messages.mjs';
import { emitRainbowKitCss } from './scripts/lib/vendor-css.mjs';
import { ChunkModulesPlugin } from './scripts/lib/analyze-plugin.mjs';

// Messages are split per namespace and their ICU syntax precompiled before every build (issue 13);
// the browser then formats them with use-intl's small `format-only` runtime, without the ICU parser.
const messages = compileMessages(process.cwd());
// RainbowKit's stylesheet as a plain file the wallet code adds when it loads: a CSS import in a lazy
// chunk put webpack's CSS-loading runtime (~1 KiB gzip) into every page's first load (issue 13).
const rainbowKitCss = emitRainbowKitCss(process.cwd());
const FORMAT_ONLY = createRequire(import.meta.url).resolve('use-intl/format-message/format-only');

/** RainbowKit's translations and chain icons the app never shows (see the webpack config below). */
const UNUSED_RAINBOWKIT_ASSETS = [
  // Languages: the app passes en-US, zh-CN, ko-KR, id-ID and vi-VN (components/wallet/WalletProvider.tsx).
  ...['ar_AR', 'de_DE', 'es_419', 'fr_FR', 'hi_IN', 'ja_JP', 'ms_MY', 'pt_BR', 'ru_RU', 'th_TH', 'tr_TR', 'uk_UA', 'zh_HK', 'zh_TW'],
  // Chains: the wallet knows BNB Smart Chain and Polygon (lib/wallet/chains.ts).
  ...['apechain', 'arbitrum', 'avalanche', 'base', 'berachain', 'blast', 'celo', 'cronos', 'degen', 'flow', 'gnosis', 'gravity', 'hyperevm', 'ink', 'kaia', 'linea', 'manta', 'mantle', 'monad', 'optimism', 'ronin', 'sanko', 'superposition', 'scroll', 'unichain', 'xdc', 'zetachain', 'zksync', 'zora'],
];

const X402_PEERS = [
  '@x402/core/client',
  '@x402/evm',
  '@x402/evm/exact/client',
  '@x402/evm/upto/client',
  '@x402/svm/exact/client',
];

let revision;
function buildRevision() {
  revision ??= `${Date.now()}`;
  return revision;
}

const withSerwist = withSerwistInit({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // The app asks the user before activating a new worker (see components/layout/UpdatePrompt).
  register: false,
  reloadOnOnline: false,
  disable: process.env.NODE_ENV === 'development',
  // The offline screen and the app shell are precached so a cold start offline still shows something.
  additionalPrecacheEntries: [
    { url: '/offline', revision: buildRevision() },
    { url: '/', revision: buildRevision() },
    { url: '/login', revision: buildRevision() },
    // The pictures of the empty and error states, so a list that fails offline still looks designed.
    { url: '/images/empty.svg', revision: buildRevision() },
    { url: '/images/error.svg', revision: buildRevision() },
  ],
});

/**
 * `npm run dev` only: next dev forwards the API, the chain proxy and uploads to the local API server
 * (scripts/start.mjs sets KINBO_DEV_API), so the app is one origin as it is under `npm start`.
 * A static export never has rewrites.
 */
const devApi = process.env.KINBO_DEV_API;
const devRewrites = devApi
  ? { rewrites: async () => ['/api/:path*', '/rpc/:path*', '/uploads/:path*'].map((source) => ({ source, destination: `${devApi}${source}` })) }
  : {};

/** The chunks a script module is in; none for CSS (the stylesheet stays one file of its own). */
const scriptChunks = (module, chunkGraph) => (module.type?.startsWith('css') ? [] : [...chunkGraph.getModuleChunksIterable(module)]);

/** Whether a chunk belongs to an App Router entry outside the route group of `layout` (the root layout's group has no outside). */
function outsideGroupOf(layout) {
  const group = layout.slice(0, -'layout'.length);
  return (chunk) => group !== 'app/' && chunk.name?.startsWith('app/') && !chunk.name.startsWith(group);
}

/**
 * A split-chunks group that takes every script module of the layout chunk `layout` (an App Router
 * entry: 'app/layout', 'app/(app)/layout') into one chunk `name`. Below the framework's groups.
 * A group layout's chunk takes only what no page outside its group uses: a page that needs one of its
 * modules loads the whole chunk (React Query, in /login's first load, through a page's queryOptions).
 * With `shared: true`, the group takes the rest instead: what the group layout shares with pages
 * outside its group (for the root layout's chunk, which every page loads).
 */
function layoutGroup(name, layout, priority, { shared = false } = {}) {
  const outside = outsideGroupOf(layout);
  return {
    name,
    chunks: 'all',
    priority,
    enforce: true,
    test(module, { chunkGraph }) {
      const chunks = scriptChunks(module, chunkGraph);
      return chunks.some((chunk) => chunk.name === layout) && chunks.some(outside) === shared;
    },
  };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...devRewrites,
  env: {
    // The address of this build's messages of the other languages (public/i18n/<version>/…).
    NEXT_PUBLIC_MESSAGES_VERSION: messages.version,
    // The address of RainbowKit's stylesheet (public/vendor/rainbowkit-<hash>.css).
    NEXT_PUBLIC_RAINBOWKIT_CSS: rainbowKitCss,
    // Settings shows the app version (issue 12), read from package.json when the app is built.
    NEXT_PUBLIC_APP_VERSION: createRequire(import.meta.url)('./package.json').version,
  },
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  devIndicators: false,
  // No `experimental.inlineCss`: the stylesheet is a file of its own. Inlined, each page's HTML carried
  // it twice (a <style> and again in the React payload): /login's HTML was 99 KB instead of 21 KB, and
  // `npm run measure` (same machine, median of 3) gave a first paint 150-190 ms later on every measured
  // route (FCP 927-958 vs 768-810 ms) and no better LCP (issue 26).
  // Type errors fail `next build` on its own (issue 26): a build is never shipped unchecked, even by
  // someone who runs it outside `npm test`. `npm test` still runs `tsc --noEmit` first to fail fast.
  turbopack: {
    resolveAlias: {
      ...Object.fromEntries(X402_PEERS.map((p) => [p, './platform/wallet/stubs/x402.js'])),
      'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
    },
  },
  webpack(config, { isServer, dev, webpack }) {
    if (process.env.ANALYZE === '1' && !isServer) config.plugins.push(new ChunkModulesPlugin());
    const split = config.optimization?.splitChunks;
    if (!isServer && !dev && split) {
      // A module the screens share gets a chunk of its own only from 30 kB; below that, each route's
      // chunk has its own copy. What a layout uses is in that layout's chunk (the cache groups below),
      // so no page loads a module twice. Each chunk is one more request before the screen can paint,
      // which Lighthouse's simulated round trips charge: at 4000 (issue 13, chosen by bytes) /wallet
      // loaded 24 scripts, at 30000 16, and fewer bytes too (180.8 vs 182.7 KiB; /home 168.5 vs 169.8).
      // `npm run measure`, same machine: /reports LCP 2795 vs 3085 ms, /wallet 2955 vs 3109 (issue 26).
      split.minSize = 30000;
      split.maxInitialRequests = 40;
      // Every page loads the root layout, and every page of a route group its group's layout: what a
      // layout uses goes in one chunk per layout instead of a dozen small shared ones, which costs no
      // page a byte it did not load already, compresses better as one file, and saves the requests
      // Lighthouse's simulated round trips each charged (issue 26).
      split.cacheGroups = {
        ...split.cacheGroups,
        // The data layer (React Query and ky) as one chunk: split by the rules above it was four
        // (query-core's utilities, the query observer, ky, and pieces in the layouts' chunks), because
        // public pages use parts of it too. One file for every screen that asks the API: /wallet's first
        // load 15 -> 12 scripts, 175.3 -> 174.6 KiB; `npm run measure`, same machine, median of 5: /reports
        // LCP 2883 -> 2753 ms and TBT 331 -> 238, /home 3034 -> 2975 (issue 26). Only what the app's
        // first loads use: the mutation hooks stay in the chunks of what loads after the screen, and
        // the visitors' pages keep their own copy of what they use (ky, on forgot password). The price:
        // an app screen that used neither ky nor a query at first (deposit, purchase) loads the whole
        // file, ~6.5 KiB more, which every other app screen then has in its cache.
        data: {
          name: 'data',
          chunks: (chunk) => chunk.canBeInitial() && !chunk.name?.startsWith('app/(public)/'),
          priority: 23,
          enforce: true,
          test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|ky)[\\/]/,
        },
        shell: layoutGroup('shell', 'app/layout', 22),
        // What the app layout shares with pages outside its group (AppLink, the query keys, the language
        // button) joins the root layout's chunk too: left out of `app-shell`, each such module was copied
        // into the app layout's chunk and again into every page's that uses it (AppLink twice on /home).
        // /wallet 174.9 -> 173.7 KiB, /reports 177.5 -> 176.3, /login 162.7 -> 162.2 and one script fewer.
        shellShared: layoutGroup('shell', 'app/(app)/layout', 22, { shared: true }),
        appShell: layoutGroup('app-shell', 'app/(app)/layout', 21),
        publicShell: layoutGroup('public-shell', 'app/(public)/layout', 21),
      };
    }
    // The WalletConnect SDK (with its QR modal) and RainbowKit's wallet icons split themselves into
    // ~90 small async chunks, and every async chunk adds an entry to the webpack runtime that every
    // page loads first (+1.2 KiB gzip on every route). They all load together when the connect modal
    // adds the WalletConnect wallets, so they are bundled into the chunks that import them instead.
    config.module.rules.push({
      test: /[\\/]node_modules[\\/](@reown|@walletconnect|@rainbow-me[\\/]rainbowkit[\\/]dist[\\/]wallets)[\\/]/,
      parser: { dynamicImportMode: 'eager' },
    });
    // RainbowKit loads each of its 20 translations and 33 chain icons as a chunk of its own, and every
    // async chunk costs an entry in the webpack runtime that every page loads first. The app passes
    // RainbowKit five of its languages and configures two chains: the rest are one stub module
    // (with ky back in, /home's first load was 0.3 KiB over its 170 KiB budget; issue 26).
    if (!isServer) {
      config.plugins.push(
        // Replaced as requested ("./ar_AR-LIPSOZP5.js"), before resolving, so every one becomes the same
        // module (replaced after resolving, each kept its own identity and chunk).
        new webpack.NormalModuleReplacementPlugin(new RegExp(String.raw`^\./(${UNUSED_RAINBOWKIT_ASSETS.join('|')})-[A-Z0-9]+\.js$`), (resource) => {
          if (/[\\/]@rainbow-me[\\/]rainbowkit[\\/]dist$/.test(resource.context ?? '')) resource.request = path.resolve('platform/wallet/stubs/unused-rainbowkit-asset.js');
        }),
      );
    }
    config.resolve.alias = {
      ...config.resolve.alias,
      ...Object.fromEntries(X402_PEERS.map((p) => [p, false])),
      // Precompiled messages need no ICU parser (what next-intl's `messages.precompile` option does).
      'use-intl/format-message$': FORMAT_ONLY,
      // Optional peers of wallet SDKs that never run in a browser build.
      'pino-pretty': false,
      '@react-native-async-storage/async-storage': false,
    };
    return config;
  },
};

export default withSerwist(nextConfig);
