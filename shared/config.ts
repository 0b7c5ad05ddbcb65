/*
 * The NEXT_PUBLIC_* settings, read literally so Next inlines them. They are checked at build time, by
 * the root layout on the server (shared/configRules.ts): the rules stay out of every page's first load.
 */
export const rawConfig = {
  apiBase: process.env.NEXT_PUBLIC_API_BASE ?? '',
  rpc56: process.env.NEXT_PUBLIC_RPC_56 ?? '/rpc/56',
  rpc137: process.env.NEXT_PUBLIC_RPC_137 ?? '/rpc/137',
  walletConnectProjectId: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? 'kinbo-local',
  usdt56: process.env.NEXT_PUBLIC_USDT_56 ?? '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
  kinbo56: process.env.NEXT_PUBLIC_KINBO_56 ?? '0xB581C9264f59BF0289fA76D61B2D0746dCE3C30D',
  deposit56: process.env.NEXT_PUBLIC_DEPOSIT_56 ?? '0xC469e7aE4aD962c30c7111dc580B4adbc7E914DD',
  usdt137: process.env.NEXT_PUBLIC_USDT_137 ?? '0x850EC3780CeDfdb116E38B009d0bf7a1ef1b8b38',
  deposit137: process.env.NEXT_PUBLIC_DEPOSIT_137 ?? '0x1ACcBD355245AbA93CE46D33ab1D0152CE33Fd00',
  mallUrl: process.env.NEXT_PUBLIC_MALL_URL ?? '/mall-demo/index.html',
  /** Block explorer base per chain (e.g. https://bscscan.com); empty = none (the local chains). */
  explorer56: process.env.NEXT_PUBLIC_EXPLORER_56 ?? '',
  explorer137: process.env.NEXT_PUBLIC_EXPLORER_137 ?? '',
};

const parsed = rawConfig;

export const appConfig = {
  apiBase: parsed.apiBase,
  /** Request timeout from spec §9. */
  requestTimeoutMs: 120_000,
  rpc: { 56: parsed.rpc56, 137: parsed.rpc137 } as Record<56 | 137, string>,
  walletConnectProjectId: parsed.walletConnectProjectId,
  contracts: {
    56: { usdt: parsed.usdt56, kinbo: parsed.kinbo56, deposit: parsed.deposit56 },
    137: { usdt: parsed.usdt137, kinbo: null, deposit: parsed.deposit137 },
  } as Record<56 | 137, { usdt: `0x${string}` | string; kinbo: string | null; deposit: string }>,
  mallUrl: parsed.mallUrl,
  /** Block explorer base URL per chain; '' when the chain has none (local chains). */
  explorer: { 56: parsed.explorer56, 137: parsed.explorer137 } as Record<56 | 137, string>,
} as const;

export type AppConfig = typeof appConfig;
