'use client';
import { useRouter } from 'next/navigation';
import { whenSettled } from '@/platform/async/idle';
import { useEffect, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type PointerEvent, type Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /**
   * When to fetch the target route's data ahead: 'intent' (default) on hover, touch or focus;
   * 'settled' also once the page has settled after load (the tab bar's few routes). Not sooner: a
   * prefetch downloads and runs the route's code, which on a phone competes with the screen being
   * loaded and with the user's first taps. There is no viewport prefetch (next/link's).
   */
  prefetch?: 'intent' | 'settled';
  ref?: Ref<HTMLAnchorElement>;
};

/** An address that leaves the app (another origin or scheme) or only moves within the page. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) || href.startsWith('#');
}

/**
 * Whether a click on an in-app link should navigate client-side: a plain primary click that nothing
 * has cancelled. Modified clicks (new tab or window, download), other buttons, a target other than
 * the page itself and download links are left to the browser, as next/link leaves them.
 */
export function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  const target = e.currentTarget.getAttribute('target');
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!target || target === '_self') && !e.currentTarget.hasAttribute('download');
}

/**
 * The app's one link (instead of next/link): a real `<a href>`, so open-in-new-tab, middle-click and
 * long-press work, that navigates client-side on a plain click and warms the route on intent.
 * External, hash and target=_blank links are plain anchors (rel="noopener noreferrer" for new tabs).
 */
export function AppLink({ href, replace, prefetch = 'intent', onClick, onPointerEnter, onPointerDown, onFocus, ...rest }: AppLinkProps) {
  const router = useRouter();
  const external = isExternalHref(href) || (rest.target !== undefined && rest.target !== '_self');

  useEffect(() => {
    if (external || prefetch !== 'settled') return;
    return whenSettled(() => router.prefetch(href));
  }, [external, prefetch, href, router]);

  if (external) {
    const rel = rest.target === '_blank' ? (rest.rel ?? 'noopener noreferrer') : rest.rel;
    return <a href={href} onClick={onClick} onPointerEnter={onPointerEnter} onPointerDown={onPointerDown} onFocus={onFocus} {...rest} rel={rel} />;
  }

  const warm = () => router.prefetch(href);
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        if (replace) router.replace(href);
        else router.push(href);
      }}
      onPointerEnter={(e: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(e);
        warm();
      }}
      onPointerDown={(e: PointerEvent<HTMLAnchorElement>) => {
        onPointerDown?.(e);
        warm();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        warm();
      }}
    />
  );
}
