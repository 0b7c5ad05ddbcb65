'use client';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/platform/shell/AppLink';
import { cn } from '@/ui/cn';
import { ROUTES } from '@/platform/shell/routes';
import { HowItWorks } from './parts';

export type GameKind = 'deal' | 'bid';

/** The two games of the games tab, each at its own route (spec §2), so the address says which one is shown. */
const GAMES: ReadonlyArray<{ kind: GameKind; href: string; label: 'groupPurchase' | 'bidding' }> = [
  { kind: 'deal', href: ROUTES.groupPurchase, label: 'groupPurchase' },
  { kind: 'bid', href: ROUTES.bidding, label: 'bidding' },
];

/**
 * Flash Deal | Flash Bid at the top of both lists. Links, not buttons: the route is the state, so a
 * reload, a shared address or Back shows the same game, and an address that is neither is not a game
 * screen at all. Switching replaces the history entry: Back leaves the games tab instead of toggling.
 */
export function GamesSwitch({ current }: { current: GameKind }) {
  const t = useTranslations('games');
  const ts = useTranslations('screens');
  return (
    <nav aria-label={t('gameSwitch')} className="rounded-pill bg-surface p-1" data-testid="games-switch">
      <ul className="flex gap-1">
        {GAMES.map(({ kind, href, label }) => {
          const active = kind === current;
          return (
            <li key={kind} className="min-w-0 flex-1">
              <AppLink
                href={href}
                replace
                prefetch="settled"
                aria-current={active ? 'page' : undefined}
                data-testid={`games-switch-${kind}`}
                className={cn(
                  'flex min-h-touch items-center justify-center rounded-pill px-2 text-center text-sm font-semibold leading-tight transition-colors',
                  active ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg',
                )}
              >
                {ts(label)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The top of both game lists: the switch names the game shown, "How it works" explains it; the
 * heading stays for screen readers and the page outline.
 */
export function GamesListHeader({ current }: { current: GameKind }) {
  const ts = useTranslations('screens');
  return (
    <>
      <h1 className="sr-only">{ts(current === 'deal' ? 'groupPurchase' : 'bidding')}</h1>
      {/* On a narrow phone in a long language, "How it works" moves under the switch, not into it. */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="min-w-[14rem] flex-1">
          <GamesSwitch current={current} />
        </div>
        <HowItWorks game={current} />
      </div>
    </>
  );
}
