// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadStylesheet } from './stylesheet';

const linksTo = (href: string) => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.getAttribute('href') === href);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadStylesheet', () => {
  it('adds one link to the head and resolves only once it has loaded', async () => {
    let done = false;
    const first = loadStylesheet('/vendor/a.css').then(() => (done = true));
    const again = loadStylesheet('/vendor/a.css');
    expect(linksTo('/vendor/a.css')).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);

    linksTo('/vendor/a.css')[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(again).resolves.toBeUndefined();
    // Loaded once: a later caller neither waits nor adds another link.
    await expect(loadStylesheet('/vendor/a.css')).resolves.toBeUndefined();
    expect(linksTo('/vendor/a.css')).toHaveLength(1);
  });

  it('a failed load rejects, removes its link, and the next call tries again', async () => {
    const failed = loadStylesheet('/vendor/b.css');
    linksTo('/vendor/b.css')[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/vendor/b.css');
    expect(linksTo('/vendor/b.css')).toHaveLength(0);

    const retry = loadStylesheet('/vendor/b.css');
    expect(linksTo('/vendor/b.css')).toHaveLength(1);
    linksTo('/vendor/b.css')[0].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
