'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { GamesIcon } from '@/ui/icons/Games';
import { HomeIcon } from '@/ui/icons/Home';
import { ProfileIcon } from '@/ui/icons/Profile';
import { ReportsIcon } from '@/ui/icons/Reports';
import { cn } from '@/ui/cn';
import { ROUTES } from '@/platform/shell/routes';

const TABS = [
  { key: 'home', href: ROUTES.home, Icon: HomeIcon, match: [ROUTES.home, ROUTES.homeAlias] },
  { key: 'games', href: ROUTES.groupPurchase, Icon: GamesIcon, match: [ROUTES.groupPurchase, ROUTES.bidding] },
  { key: 'reports', href: ROUTES.reports, Icon: ReportsIcon, match: [ROUTES.reports] },
  { key: 'profile', href: ROUTES.profile, Icon: ProfileIcon, match: [ROUTES.profile] },
] as const;

function isActive(pathname: string, match: readonly string[]) {
  return match.some((m) => (m === '/' || m === '/home' ? pathname === m : pathname === m || pathname.startsWith(`${m}/`)));
}

/** Spec §2: four tabs; the label shows only on the active tab (others keep an accessible name). */
export function TabBar({ pathname }: { pathname: string }) {
  const t = useTranslations('nav');
  return (
    // Solid, not blurred: see TopBar for what the blur cost.
    <nav aria-label={t('tabBar')} className="fixed inset-x-0 bottom-0 z-40 border-t border-line/60 bg-bg pb-safe-b">
      <ul className="mx-auto flex h-tabbar max-w-app items-center justify-around px-2">
        {TABS.map(({ key, href, Icon, match }) => {
          const active = isActive(pathname, match);
          return (
            <li key={key}>
              <AppLink
                href={href}
                prefetch="settled"
                aria-current={active ? 'page' : undefined}
                aria-label={t(key)}
                data-testid={`tab-${key}`}
                className={cn(
                  'flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-pill px-3 transition-colors',
                  active ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg',
                )}
              >
                <Icon size={22} />
                {active && <span className="text-sm font-semibold">{t(key)}</span>}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
