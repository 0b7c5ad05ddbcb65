// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToasts } from '@/ui/toast';
import { Toaster } from './Toaster';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

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

  it('announces an error as an alert and others as a status; the text is no button, a tap dismisses', () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Registration successful. Please log in.');
      toast.error('Deposit failed');
    });
    expect(screen.getByRole('status').textContent).toBe('Registration successful. Please log in.');
    expect(screen.getByRole('alert').textContent).toBe('Deposit failed');
    // No <button>: one with a live role has no name (axe button-name), and one named by its text would
    // be a second "Log in" beside the screen's own.
    expect(container.querySelectorAll('button')).toHaveLength(0);
    act(() => screen.getByText('Deposit failed').click());
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual(['Registration successful. Please log in.']);
  });

  it('opens a page of the app in place (an alert about a room), not in a new tab', () => {
    render(<Toaster />);
    act(() => toast.info('You were outbid', 'notice', { href: '/competitivegames/room?roomId=7', label: 'Open' }));
    const link = screen.getByTestId('toast-link');
    expect(link.getAttribute('href')).toBe('/competitivegames/room?roomId=7');
    expect(link.getAttribute('target')).toBeNull();
  });
});
