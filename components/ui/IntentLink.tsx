'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

/**
 * A Link that prefetches its screen when the user shows intent (pointer over it, a touch, keyboard
 * focus) rather than whenever it scrolls into view. On screens full of links (wallet cards, record rows,
 * balance shortcuts) viewport prefetching downloaded and ran the code of every linked screen while the
 * screen's own first load was still busy (issue 13: long tasks, TBT). A touch starts the prefetch about
 * a tap's length before the navigation. The tab bar keeps Next's viewport prefetch.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const warm = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        warm();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        warm();
      }}
      {...props}
    />
  );
}
