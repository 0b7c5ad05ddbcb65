import type { Metadata } from 'next';
import { Logo } from '@/platform/shell/Logo';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The reference page of `npm run measure`: the same root layout and providers as every screen, and a
 * screen with nothing but the (static, text-free) logo. A route's figures read as a ratio to this page's, which holds on a
 * noisy machine. Not linked anywhere, excluded from the budgets.
 */
export default function Page() {
  return (
    <RouteMessages route="/measure-reference">
      <Logo className="mx-auto mt-10 h-16 w-auto" />
    </RouteMessages>
  );
}
