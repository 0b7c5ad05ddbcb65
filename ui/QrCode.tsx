'use client';
import { encodeQR } from 'qr';
import { useMemo } from 'react';
import { cn } from './cn';

const QUIET_ZONE = 2;

/** The QR modules of a text, with a 2-module quiet zone, as one SVG path: one `M x y h1 v1 h-1 z` square per dark module. */
export function qrPath(text: string): { size: number; d: string } {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  let d = '';
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size: rows.length, d };
}

/**
 * A QR code of `text`, drawn as an SVG path (no HTML from a string). Dark modules on a white square
 * with a quiet zone, so phone cameras read it on the dark theme. Loaded only where it is shown
 * (InviteSheet imports it lazily).
 */
export default function QrCode({ text, size = 184, className }: { text: string; size?: number; className?: string }) {
  const { size: modules, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={cn('rounded-control bg-white', className)}
      aria-hidden="true"
      data-testid="qr-code"
      data-modules={modules}
    >
      <path d={d} fill="#0b0d12" />
    </svg>
  );
}
