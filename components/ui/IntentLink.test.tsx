// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './IntentLink';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: vi.fn(), replace: vi.fn() }) }));

beforeEach(() => prefetch.mockReset());

describe('IntentLink', () => {
  it('prefetches nothing when shown, and its screen on hover, touch or focus', () => {
    const onTouchStart = vi.fn();
    render(
      <IntentLink href="/wallet/deposit?type=0" onTouchStart={onTouchStart}>
        Deposit
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.getAttribute('href')).toBe('/wallet/deposit?type=0');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.touchStart(link);
    expect(onTouchStart).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([['/wallet/deposit?type=0'], ['/wallet/deposit?type=0'], ['/wallet/deposit?type=0']]);
  });
});
