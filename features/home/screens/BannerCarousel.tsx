'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BannerSkeleton } from './BannerSkeleton';
import { cn } from '@/ui/cn';
import { bannersQuery } from '@/features/home/api';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import { useRequestLanguage } from '@/platform/i18n/store';
import type { Banner } from '@/shared/contract';
import { bannerTarget } from './bannerTarget';

/** Time each slide stays before the carousel moves on by itself. */
export const AUTOPLAY_MS = 4000;
/** After the user lets go, autoplay waits this long before it moves again. */
const RESUME_AFTER_TOUCH_MS = 5000;

/** The carousel's box is 16:7 at up to 480 px wide; width/height give the image that ratio before it loads. */
const IMAGE_WIDTH = 448;
const IMAGE_HEIGHT = 196;

/**
 * `first`: the slide on screen at load (fetched at once); the others load lazily, when scrolled near.
 * The image is art only: title and call to action are the server's text in the user's language,
 * drawn over it, on a scrim that keeps them readable on any picture.
 */
function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const [broken, setBroken] = useState(false);
  const showImage = !!banner.img && !broken;
  const cta = banner.cta?.trim();
  return (
    <>
      <div className="absolute inset-0 bg-[radial-gradient(120%_140%_at_0%_0%,rgba(198,244,50,0.35),transparent_55%),linear-gradient(135deg,#1c2230,#0f1219)]" aria-hidden="true" />
      {showImage && (
        // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
        <img
          src={banner.img}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
          draggable={false}
          onError={() => setBroken(true)}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-bg/85 via-bg/45 to-transparent" aria-hidden="true" />
      <div className="absolute inset-y-0 left-0 flex w-[78%] flex-col justify-center gap-2 pl-4 pb-3 min-[360px]:w-[68%] min-[360px]:pl-5">
        {banner.title && (
          <span className="line-clamp-3 text-base font-extrabold leading-tight text-fg min-[360px]:text-[19px]" data-testid="banner-title">
            {banner.title}
          </span>
        )}
        {cta && (
          <span
            // Wraps rather than cut: "Sumali sa room ngayon" does not fit one line at 320 px.
            className="inline-flex max-w-full self-start rounded-[14px] bg-accent px-3 py-1 text-[13px] font-bold leading-5 text-accent-fg text-balance"
            data-testid="banner-cta"
          >
            {cta}
          </span>
        )}
      </div>
    </>
  );
}

function Slide({ banner, index, total }: { banner: Banner; index: number; total: number }) {
  const t = useTranslations('home');
  // Screens render only in the browser (the shell shows a splash until the session is read).
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const target = bannerTarget(banner, origin);
  const className = 'relative block h-full w-full overflow-hidden rounded-card';
  const label = t('slideLabel', { index: index + 1, total });
  let body;
  if (target?.kind === 'internal') {
    body = (
      <AppLink href={target.href} className={className} data-testid="banner-link" data-jump="internal" aria-label={banner.title || t('openBanner')}>
        <BannerImage banner={banner} first={index === 0} />
      </AppLink>
    );
  } else if (target?.kind === 'external') {
    body = (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-testid="banner-link"
        data-jump="external"
        aria-label={`${banner.title || t('openBanner')} (${t('opensNewWindow')})`}
        onClick={(event) => {
          // Spec §2: jump type 1 opens a new window, without handing it our window object.
          event.preventDefault();
          window.open(target.href, '_blank', 'noopener,noreferrer');
        }}
      >
        <BannerImage banner={banner} first={index === 0} />
      </a>
    );
  } else {
    // An unsafe or malformed link is ignored: the banner shows, but leads nowhere.
    body = (
      <div className={className} data-testid="banner-link" data-jump="none">
        <BannerImage banner={banner} first={index === 0} />
      </div>
    );
  }
  return (
    <div role="group" aria-roledescription={t('slide')} aria-label={label} className="h-full w-full shrink-0 snap-center snap-always px-0.5">
      {body}
    </div>
  );
}

/**
 * Spec §2 banner carousel: native swipe (scroll snap), dots, autoplay that pauses while the user
 * touches or focuses it (and with reduced motion), then resumes.
 */
export function BannerCarousel() {
  const t = useTranslations('home');
  // Titles come in the request's language; while the page hydrates the hook gives none yet (null).
  const language = useRequestLanguage();
  const { data, isPending } = useQuery({ ...bannersQuery(language ?? DEFAULT_LOCALE), enabled: language !== null });
  const banners = data?.list ?? [];
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const resumeTimer = useRef<number | undefined>(undefined);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
  }, []);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    activeRef.current = index;
    setActive(index);
  };

  const hold = () => {
    window.clearTimeout(resumeTimer.current);
    setHeld(true);
  };
  const release = () => {
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setHeld(false), RESUME_AFTER_TOUCH_MS);
  };
  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  const count = banners.length;
  useEffect(() => {
    if (count < 2 || held || focused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      goTo((activeRef.current + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [count, held, focused, goTo]);

  if (isPending) return <BannerSkeleton />;
  if (count === 0) return null;

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('bannersLabel')}
      className="relative"
      data-testid="banner-carousel"
      data-paused={held || focused ? 'true' : 'false'}
      onTouchStart={hold}
      onTouchEnd={release}
      onTouchCancel={release}
      onPointerDown={hold}
      onPointerUp={release}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        className="flex aspect-[16/7] w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {banners.map((banner, index) => (
          <Slide key={banner.id ?? index} banner={banner} index={index} total={count} />
        ))}
      </div>
      {count > 1 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-2.5 flex justify-center gap-1.5" aria-hidden="true" data-testid="banner-dots">
          {banners.map((banner, index) => (
            <span
              key={banner.id ?? index}
              data-active={index === active ? 'true' : 'false'}
              className={cn('h-1.5 rounded-pill transition-all duration-300', index === active ? 'w-5 bg-accent' : 'w-1.5 bg-fg/50')}
            />
          ))}
        </div>
      )}
    </section>
  );
}
