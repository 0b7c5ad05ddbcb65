'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/ui/icons/Menu';
import { Logo } from './Logo';
import { LanguageButton } from '../i18n/LanguageButton';
import { lazyComponent } from '@/platform/async/lazy';

/** The menu's code loads when it is first opened (or its button touched). */
const SideMenu = lazyComponent(() => import('./SideMenu').then((m) => m.SideMenu));
const preloadMenu = () => void SideMenu.preload();

/** The wallet control: before hydration it draws nothing anyway (the prerendered HTML knows no wallet). */
const WalletButton = lazyComponent(() => import('@/platform/wallet/WalletButton').then((m) => m.WalletButton), {
  loading: () => <span className="inline-block h-8 w-20" aria-hidden="true" />,
});

/** The inbox's bell (count, live notices, alerts): its code and its calls come after the page. */
const NoticeBell = lazyComponent(() => import('@/platform/notifications/NoticeBell').then((m) => m.NoticeBell));

/**
 * Spec §2 top bar: logo, language picker, wallet (short address + network, or Connect), the inbox's
 * bell once a session is known, menu.
 */
export function TopBar({ bell = false }: { bell?: boolean }) {
  const t = useTranslations('menu');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuEver, setMenuEver] = useState(false);
  if (menuOpen && !menuEver) setMenuEver(true);
  // Solid, like the tab bar: a backdrop blur costs main-thread rendering time on every frame.
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/60 bg-bg pt-safe-t">
      <div className="mx-auto flex h-topbar max-w-app items-center gap-1 px-3 max-[359px]:px-2">
        <AppLink href="/" aria-label="KinBo" className="flex min-h-touch min-w-touch items-center pr-1 max-[359px]:pr-0">
          {/* Phones narrower than the full bar (wordmark, language, wallet, bell, menu) show the coin alone. */}
          <Logo className="h-7 w-auto max-[429px]:w-7" />
        </AppLink>
        {/* Below 360 px the controls close up (touch targets stay 44 px), so a connected wallet's address
            leaves the menu button on the screen. */}
        <div className="ml-auto flex items-center gap-1 max-[359px]:gap-0">
          <LanguageButton compact />
          {/* A slot as wide as the widest wallet button (a short address with its network icon), right-aligned
              and 44 px tall like the buttons: nothing moves when the placeholder becomes Connect or an address (CLS 0).
              Below 360 px the slot gives up its width, or the menu button would be pushed off the screen. */}
          <div className="flex min-h-touch min-w-[8.25rem] items-center justify-end max-[359px]:min-w-0 [&_button]:whitespace-nowrap">
            <WalletButton />
          </div>
          {/* Its slot is there from the first paint, so the bell appearing moves nothing (CLS 0). */}
          <div className="flex min-h-touch min-w-touch items-center justify-center">{bell && <NoticeBell />}</div>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            onPointerDown={preloadMenu}
            onFocus={preloadMenu}
            aria-label={t('open')}
            aria-expanded={menuOpen}
            className="flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg hover:bg-surface-raised"
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuEver && <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
