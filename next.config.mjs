import { createRequire } from 'node:module';
import path from 'node:path';
import withSerwistInit from '@serwist/next';
import { compiledMessagesVersion } from './scripts/lib/messages.mjs';
import { emittedRainbowKitCss } from './scripts/lib/vendor-css.mjs';
import { ChunkModulesPlugin } from './scripts/lib/analyze-plugin.mjs';

// Written by scripts/prebuild.mjs (npm runs it before `npm run build`); this file only reads them.
// The messages, split per namespace and precompiled: the browser formats them with use-intl's
// `format-only` runtime, without the ICU parser.
const messagesVersion = compiledMessagesVersion(process.cwd());
// RainbowKit's stylesheet as a plain file the wallet code adds when it loads.
const rainbowKitCss = emittedRainbowKitCss(process.cwd());
const FORMAT_ONLY = createRequire(import.meta.url).resolve('use-intl/format-message/format-only');

/** RainbowKit's translations and chain icons the app never shows (see the webpack config below). */
const UNUSED_RAINBOWKIT_ASSETS = [
  // Languages: the app passes en-US, zh-CN, ko-KR, id-ID and vi-VN (platform/wallet/WalletProvider.tsx).
  ...['ar_AR', 'de_DE', 'es_419', 'fr_FR', 'hi_IN', 'ja_JP', 'ms_MY', 'pt_BR', 'ru_RU', 'th_TH', 'tr_TR', 'uk_UA', 'zh_HK', 'zh_TW'],
  // Chains: the wallet knows BNB Smart Chain and Polygon (platform/wallet/chains.ts).
  ...[
    'apechain',
    'arbitrum',
    'avalanche',
    'base',
    'berachain',
    'blast',
    'celo',
    'cronos',
    'degen',
    'flow',
    'gnosis',
    'gravity',
    'hyperevm',
    'ink',
    'kaia',
    'linea',
    'manta',
    'mantle',
    'monad',
    'optimism',
    'ronin',
    'sanko',
    'superposition',
    'scroll',
    'unichain',
    'xdc',
    'zetachain',
    'zksync',
    'zora',
  ],
];

const X402_PEERS = ['@x402/core/client', '@x402/evm', '@x402/evm/exact/client', '@x402/evm/upto/client', '@x402/svm/exact/client'];

let revision;
function buildRevision() {
  revision ??= `${Date.now()}`;
  return revision;
}

const withSerwist = withSerwistInit({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // The app asks the user before activating a new worker (see platform/pwa/UpdatePrompt).
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
const devRewrites = devApi ? { rewrites: async () => ['/api/:path*', '/rpc/:path*', '/uploads/:path*'].map((source) => ({ source, destination: `${devApi}${source}` })) } : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...devRewrites,
  env: {
    // The address of this build's messages of the other languages (public/i18n/<version>/…).
    NEXT_PUBLIC_MESSAGES_VERSION: messagesVersion,
    // The address of RainbowKit's stylesheet (public/vendor/rainbowkit-<hash>.css).
    NEXT_PUBLIC_RAINBOWKIT_CSS: rainbowKitCss,
    // Settings shows the app version, read from package.json when the app is built.
    NEXT_PUBLIC_APP_VERSION: createRequire(import.meta.url)('./package.json').version,
  },
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  devIndicators: false,
  // No `experimental.inlineCss`: the stylesheet is a file of its own. Inlined, each page's HTML carries
  // it twice (a <style> and again in the React payload).
  // Type errors fail `next build` on its own: a build is never shipped unchecked, even by someone who
  // runs it outside `npm test`. `npm test` still runs `tsc --noEmit` first to fail fast.
  turbopack: {
    resolveAlias: {
      ...Object.fromEntries(X402_PEERS.map((p) => [p, './platform/wallet/stubs/x402.js'])),
      'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
    },
  },
  webpack(config, { isServer, dev, webpack }) {
    if (process.env.ANALYZE === '1' && !isServer) config.plugins.push(new ChunkModulesPlugin());
    // Every page is several entries (root layout, group layout, page). Below the default minimum size
    // a module they share is copied into each entry instead of getting a chunk of its own; with a
    // 4000-byte minimum, code shared by a page's entries is loaded once.
    const split = config.optimization?.splitChunks;
    if (!isServer && !dev && split) split.minSize = 4000;
    // The WalletConnect SDK (with its QR modal) and RainbowKit's wallet icons would split themselves
    // into many small async chunks, each an entry in the webpack runtime that every page loads first.
    // They all load together when the connect modal adds the WalletConnect wallets, so they are
    // bundled into the chunks that import them.
    config.module.rules.push({
      test: /[\\/]node_modules[\\/](@reown|@walletconnect|@rainbow-me[\\/]rainbowkit[\\/]dist[\\/]wallets)[\\/]/,
      parser: { dynamicImportMode: 'eager' },
    });
    // RainbowKit loads each of its 20 translations and 33 chain icons as a chunk of its own, and every
    // async chunk costs an entry in the webpack runtime that every page loads first. The app passes
    // RainbowKit five of its languages and configures two chains: the rest are one stub module.
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
