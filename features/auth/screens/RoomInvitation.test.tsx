// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/platform/session/store';
import { ROUTES } from '@/platform/shell/routes';
import en from '@/messages/en-US.json';

/** The invited visitor's login card: the preview read is a stand-in (an API without it: e2e/invite-landing.spec.ts). */
const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/platform/http/call', () => ({ call: mocks.call }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn() }) }));

const { RoomInvitation } = await import('./RoomInvitation');
const { RoomPreviewCard } = await import('./RoomPreviewCard');
const Card = Object.assign(RoomPreviewCard, { preload: async () => {} });

const PREVIEW = {
  id: 7,
  name: 'Flash Deal 100 USDT',
  image: '/x.png',
  price: '100',
  state: 0,
  member_count: 2,
  max_count: 5,
  chat_members: [{ avatar: '/a.png' }, { avatar: '/b.png' }],
  start_time: 1,
  end_time: 4_000_000_000,
  open_time: null,
};

function pending(roomURL: string) {
  useSession.setState({ hydrated: true, token: null, roomId: '7', roomURL, invite: 'KINBO1' });
}
const show = (hasAccount = false) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <RoomInvitation Card={Card} hasAccount={hasAccount} />
    </NextIntlClientProvider>,
  );

beforeEach(() => mocks.call.mockReset());
afterEach(cleanup);

describe('RoomInvitation', () => {
  it('shows the room from the preview with Join to register, under the note', async () => {
    pending(ROUTES.groupPurchaseRoom);
    mocks.call.mockResolvedValue(PREVIEW);
    show();
    expect(screen.getByTestId('invitation').textContent).toBe('Invited to Flash Deal room #7 · code KINBO1');
    expect((await screen.findByTestId('preview-name')).textContent).toBe('Flash Deal 100 USDT');
    expect(mocks.call.mock.calls[0]![1]).toEqual({ id: 7 });
    expect(screen.getByTestId('seats-left').textContent).toBe('3 seats left');
    expect(screen.getByTestId('preview-join').getAttribute('href')).toBe(ROUTES.register);
  });

  it('tells a visitor who has just made an account to log in, with no Join back to registering', async () => {
    pending(ROUTES.groupPurchaseRoom);
    mocks.call.mockResolvedValue(PREVIEW);
    show(true);
    expect((await screen.findByTestId('preview-login-to-join')).textContent).toBe('Your account is ready. Log in below to join this room.');
    expect(screen.queryByTestId('preview-join')).toBeNull();
  });

  it.each([
    ['an answer of another shape', () => mocks.call.mockResolvedValue({ id: 7, name: 'x' })],
    ['an answer about another room', () => mocks.call.mockResolvedValue({ ...PREVIEW, id: 8 })],
  ])('keeps only the note for %s', async (_, answer) => {
    pending(ROUTES.groupPurchaseRoom);
    answer();
    show();
    await waitFor(() => expect(mocks.call.mock.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('invitation')).toBeTruthy();
    expect(screen.queryByTestId('room-preview')).toBeNull();
  });

  it('asks nothing for an auction link (the preview is of Flash Deal rooms)', () => {
    pending(ROUTES.biddingRoom);
    show();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(screen.getByTestId('invitation')).toBeTruthy();
  });
});
