'use client';
import { useState } from 'react';
import { cn } from './cn';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** A round avatar that falls back to the default picture when absent or broken (spec §2). */
export function Avatar({ src, alt, size = 40, className }: { src?: string | null; alt: string; size?: number; className?: string }) {
  // Remember which address failed, so a new address (after an upload) is tried again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const url = !src || brokenSrc === src ? DEFAULT_AVATAR : src;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBrokenSrc(src ?? null)}
      className={cn('shrink-0 rounded-pill bg-surface-raised object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
