import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en-US.json';

/**
 * For unit tests only. A QueryClient that never retries, so a failed request fails at once;
 * `queries` adds defaults of the test's own (a staleTime, a queryFn that never answers).
 */
export function testQueryClient(queries: DefaultOptions['queries'] = {}) {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside what the app's layout gives every screen and a unit test needs: a QueryClient
 * and next-intl with the en-US messages (the spec's English, word for word). Returns the client with
 * Testing Library's result, to seed or read the cache.
 */
export function renderWithProviders(ui: ReactNode, client: QueryClient = testQueryClient()) {
  const Providers = providersFor(client);
  const view = render(<Providers>{ui}</Providers>);
  return Object.assign(view, { client });
}

/** The same providers as a `wrapper` for Testing Library's `renderHook`. */
export function providersFor(client: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en-US" messages={en}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  };
}
