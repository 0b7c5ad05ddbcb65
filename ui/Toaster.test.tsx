// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, useToasts } from '@/ui/toast';
import { Toaster } from './Toaster';

beforeEach(() => useToasts.setState({ items: [] }));
afterEach(cleanup);

describe('Toaster', () => {
  it('renders text as text, and a toast link (explorer) beside it with noopener', () => {
    render(<Toaster />);
    act(() => {
      toast.info('<b>Sent</b>', 'tx:deposit', { href: 'https://bscscan.com/tx/0xab', label: 'View' });
      toast.error('Deposit failed');
    });
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual(['<b>Sent</b>', 'Deposit failed']);
    const links = screen.getAllByTestId('toast-link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://bscscan.com/tx/0xab');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });
});
