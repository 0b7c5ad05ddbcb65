'use client';

import { useEffect, useState } from 'react';

/**
 * The floor of a data screen: the framework, then one API read after hydration, whose answer is the
 * largest paint, as on the app's /home (a banner from the API), /reports and /wallet (figures from the
 * API). Nothing else: no providers, no messages, no stylesheet, a plain fetch. What it scores is the
 * most a screen whose largest paint waits for an API answer can score with this framework on the
 * machine measuring.
 */
export default function DataPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  useEffect(() => {
    void fetch('/api/main/config')
      .then((response) => response.json())
      .then((body: { code: number }) => setAnswer(`Answer code ${body.code}, read after hydration`));
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 18 }}>Framework floor with data</h1>
      <p style={{ fontSize: 30, minHeight: 72, margin: 0 }}>{answer}</p>
    </main>
  );
}
