import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/platform/shell/Providers';
import { RootShell } from '@/platform/shell/RootShell';
import { rawConfig } from '@/shared/config';
import { validateConfig } from '@/shared/configRules';
import { loadCatalog } from '@/platform/i18n/catalog.server';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import { SHELL_NAMESPACES } from '@/platform/i18n/namespaces';
import { PENDING_SCRIPT } from '@/platform/i18n/pendingScript';
import './globals.css';

export const metadata: Metadata = {
  title: 'KinBo',
  description: 'KinBo: rewards, Flash Deals and Flash Bids with USDT and KinBo.',
  manifest: '/manifest.webmanifest',
  applicationName: 'KinBo',
  appleWebApp: { capable: true, title: 'KinBo', statusBarStyle: 'black-translucent' },
  icons: {
    icon: [
      { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0b0d12',
  colorScheme: 'dark',
};

// A bad NEXT_PUBLIC_* setting fails the build here (this layout runs on the server), with every problem named.
validateConfig(rawConfig);

export default async function RootLayout({ children }: { children: ReactNode }) {
  const shell = await loadCatalog(DEFAULT_LOCALE, SHELL_NAMESPACES);
  return (
    <html lang={DEFAULT_LOCALE} suppressHydrationWarning>
      <head>
        {/* The only inline script: hides the English HTML while another language loads. */}
        <script dangerouslySetInnerHTML={{ __html: PENDING_SCRIPT }} />
      </head>
      <body>
        <Providers shell={shell}>
          <RootShell>{children}</RootShell>
        </Providers>
      </body>
    </html>
  );
}
