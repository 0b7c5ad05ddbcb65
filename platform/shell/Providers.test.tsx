// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '@/platform/i18n/locales';
import { useI18n } from '@/platform/i18n/store';
import { useSession } from '@/platform/session/store';
import { Providers } from './Providers';

// The Korean messages the layout effect then loads: not what this test is about.
vi.mock('@/platform/i18n/messages', () => ({ loadNamespace: () => Promise.resolve({}) }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSession.setState(useSession.getInitialState(), true);
  useI18n.setState(useI18n.getInitialState(), true);
});

describe('Providers', () => {
  it("reads the session and detects the language before its children's first render (their requests may leave from it)", () => {
    localStorage.setItem('token', 'T0');
    localStorage.setItem('tokenTime', String(Math.floor(Date.now() / 1000) + 3600));
    localStorage.setItem(LANGUAGE_KEY, 'ko-KR');
    let seenInFirstRender: { token: string | null; language: string | null } | null = null;
    function Screen() {
      seenInFirstRender ??= { token: useSession.getState().token, language: useI18n.getState().requested };
      return null;
    }
    render(
      <Providers shell={{}}>
        <Screen />
      </Providers>,
    );
    expect(seenInFirstRender).toEqual({ token: 'T0', language: 'ko-KR' });
  });

  it("resolves no time zone at start: that is ICU's start-up, before hydration (platform/i18n/timeZone.ts)", async () => {
    vi.resetModules();
    const resolve = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const { Providers: FreshProviders } = await import('./Providers');
    const { RouteIntl } = await import('../i18n/RouteIntl');
    render(
      <FreshProviders shell={{}}>
        <RouteIntl messages={{}}>
          <p>screen</p>
        </RouteIntl>
      </FreshProviders>,
    );
    expect(resolve).not.toHaveBeenCalled();
    resolve.mockRestore();
  });
});
