import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Drawn logos of every asset the app shows (32-unit grid, inline SVG: nothing to download).
 * Tokens of other projects (USDT, BNB, POL) in their own colours; our own assets (KinBo and the
 * in-app balances) in the accent colour on a raised disc. Decorative by default (aria-hidden): pass
 * `label` when the icon stands alone and must be announced.
 */
export const TOKEN_ICON_ASSETS = ['usdt', 'kinbo', 'bnb', 'pol', 'ticket', 'vp', 'nft', 'brp'] as const;
export type TokenIconAsset = (typeof TOKEN_ICON_ASSETS)[number];

const GLYPHS: Record<TokenIconAsset, ReactNode> = {
  // Tether: the T with its ring on a green disc.
  usdt: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-brand-usdt" />
      <path d="M8.6 8.8h14.8v3.3h-5.6v11.6h-3.6V12.1H8.6z" className="fill-white" />
      <ellipse cx="16" cy="15.4" rx="8.2" ry="2.3" fill="none" strokeWidth="1.3" className="stroke-white" />
    </>
  ),
  // BNB: the four rotated squares around a centre square on a yellow disc.
  bnb: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-brand-bnb" />
      <g transform="translate(7.2 7.2) scale(0.139)" className="fill-bg">
        <path d="M38.73 53.2 63.32 28.62l24.6 24.6 14.3-14.31L63.32 0 24.42 38.9zM0 63.31 14.3 49l14.31 14.31-14.31 14.3zM38.73 73.41 63.32 98l24.6-24.6 14.31 14.29-38.91 38.91-38.91-38.88-.02-.02zM98.3 63.31 112.6 49l14.31 14.3-14.31 14.32zM77.83 63.3 63.32 48.78 48.81 63.3l14.51 14.53z" />
      </g>
    </>
  ),
  // Polygon: two linked hexagons on a purple disc.
  pol: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-brand-pol" />
      <g fill="none" strokeWidth="1.9" strokeLinejoin="round" className="stroke-white">
        <path d="M16.4 13.1v-2.4l-3.7-2.1L9 10.7v4.3l3.7 2.1 2.1-1.2" />
        <path d="M15.6 18.9v2.4l3.7 2.1 3.7-2.1V17l-3.7-2.1-2.1 1.2" />
        <path d="M16.4 13.1v5.8" />
      </g>
    </>
  ),
  // KinBo: a coin with a milled rim and a K cut from two strokes.
  kinbo: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-accent" />
      <circle cx="16" cy="16" r="12.2" fill="none" strokeWidth="1.2" strokeDasharray="2 1.6" className="stroke-bg" />
      <path d="M12.4 9.6v12.8M20.6 9.6l-6.1 6.4 6.3 6.4" fill="none" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" className="stroke-bg" />
    </>
  ),
  // Ticket: a stub with side notches and a perforation.
  ticket: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-surface-raised" />
      <path d="M7.5 11.5a1.5 1.5 0 0 1 1.5-1.5h14a1.5 1.5 0 0 1 1.5 1.5v2a2 2 0 0 0 0 4v2a1.5 1.5 0 0 1-1.5 1.5H9a1.5 1.5 0 0 1-1.5-1.5v-2a2 2 0 0 0 0-4z" className="fill-accent" />
      <path d="M19.5 11.5v9" strokeWidth="1.3" strokeDasharray="1.4 1.3" className="stroke-surface-raised" />
    </>
  ),
  // Voucher points: a five-point star in a ring.
  vp: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-surface-raised" />
      <circle cx="16" cy="16" r="10" fill="none" strokeWidth="1.4" className="stroke-accent" />
      <path d="m16 9.8 1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z" className="fill-accent" />
    </>
  ),
  // NFT voucher: a cut gem inside a hexagon.
  nft: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-surface-raised" />
      <path d="M16 6.5 24.2 11.2v9.6L16 25.5l-8.2-4.7v-9.6z" fill="none" strokeWidth="1.5" strokeLinejoin="round" className="stroke-accent" />
      <path d="M12.2 13.6 13.8 11.4h4.4l1.6 2.2L16 20.4z" className="fill-accent" />
      <path d="M12.2 13.6h7.6" strokeWidth="0.9" className="stroke-surface-raised" />
    </>
  ),
  // BRP points: a stack of coins.
  brp: (
    <>
      <circle cx="16" cy="16" r="16" className="fill-surface-raised" />
      <g strokeWidth="1.4" className="fill-surface-raised stroke-accent">
        <path d="M9.5 19.5v2.2c0 1.3 2.9 2.3 6.5 2.3s6.5-1 6.5-2.3v-2.2" />
        <path d="M9.5 15.2v4.3c0 1.3 2.9 2.3 6.5 2.3s6.5-1 6.5-2.3v-4.3" />
        <path d="M9.5 11v4.2c0 1.3 2.9 2.3 6.5 2.3s6.5-1 6.5-2.3V11" />
      </g>
      <ellipse cx="16" cy="11" rx="6.5" ry="2.3" className="fill-accent" />
    </>
  ),
};

export interface TokenIconProps {
  asset: TokenIconAsset;
  /** Width and height in CSS pixels (default 32). */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function TokenIcon({ asset, size = 32, label, className }: TokenIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      className={cn('shrink-0', className)}
      focusable="false"
      data-asset={asset}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {GLYPHS[asset]}
    </svg>
  );
}
