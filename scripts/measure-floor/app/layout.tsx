import type { ReactNode } from 'react';

// An empty icon: without one the browser asks for /favicon.ico, and the 404 is a console error that
// Lighthouse's best practices count against the floor.
export const metadata = { title: 'Framework floor', icons: { icon: 'data:,' } };

/** No providers, no messages, no stylesheet: the framework and nothing else. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, background: '#0b0d12', color: '#f4f6fb', fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
