// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameApi } from '@/features/games/api';
import { ApiError } from '@/platform/http/client';
import { providersFor, renderWithProviders } from '@/platform/testing/providers';
import type { BiddingRoom } from '@/shared/contract';
import { AutoBidControl } from './AutoBid';

const room = { id: 5, kinbo: '30', next_bid: '40', highest_user_id: 2, state: 0, end_time: 2_000_000_000 } as BiddingRoom;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AutoBidControl', () => {
  it('is hidden when the API has no auto-bid (its read fails), and never asks again', async () => {
    const read = vi.spyOn(gameApi, 'autoBidInfo').mockRejectedValue(new ApiError(10404, 'Not found', null));
    renderWithProviders(<AutoBidControl room={room} iAmHighest={false} />);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('auto-bid')).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('offers it when none is set, shows it on with its maximum, and says why it stopped', async () => {
    const read = vi.spyOn(gameApi, 'autoBidInfo').mockResolvedValue(null);
    const view = renderWithProviders(<AutoBidControl room={room} iAmHighest={false} />);
    const Providers = providersFor(view.client);
    const show = (next: BiddingRoom) =>
      view.rerender(
        <Providers>
          <AutoBidControl room={next} iAmHighest={false} />
        </Providers>,
      );
    expect(await screen.findByTestId('auto-bid-open')).toHaveProperty('textContent', 'Auto-bid');
    read.mockResolvedValue({ id: 5, max: '120', active: 1, reason: null });
    show({ ...room, kinbo: '40', next_bid: '50' });
    expect((await screen.findByTestId('auto-bid-on')).textContent).toBe('Auto-bid on, up to 120.00 KinBo');
    read.mockResolvedValue({ id: 5, max: '120', active: 0, reason: 'balance' });
    show({ ...room, kinbo: '50', next_bid: '60' });
    expect((await screen.findByTestId('auto-bid-stopped')).textContent).toBe('Auto-bid stopped: not enough KinBo for the next bid');
  });
});
