// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/platform/session/store';
import en from '@/messages/en-US.json';
import { registerParts } from '../routes/register.client';
import { RegisterScreen } from './RegisterScreen';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));

beforeEach(() => {
  localStorage.clear();
  // As on a page load of the prerendered screen: the store has not read local storage yet.
  useSession.setState({ hydrated: false, invite: null, roomId: null, roomURL: null, token: null });
});
afterEach(cleanup);

const renderScreen = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <RegisterScreen {...registerParts} />
    </NextIntlClientProvider>,
  );
const inviteField = () => screen.getByLabelText('Invite code') as HTMLInputElement;

describe('register: the invite code of a shared link', () => {
  it('fills the stored invite once the store has read it after mount, and names it', () => {
    renderScreen();
    expect(inviteField().value).toBe('');
    localStorage.setItem('invite', 'KINBO1');
    localStorage.setItem('roomId', '7');
    localStorage.setItem('roomURL', '/grouppurchasegames/room');
    act(() => useSession.getState().hydrate());
    expect(inviteField().value).toBe('KINBO1');
    expect(screen.getByTestId('invitation').textContent).toBe('Invited to Flash Deal room #7 · code KINBO1');
  });

  it('never replaces a code the visitor typed', () => {
    renderScreen();
    fireEvent.input(inviteField(), { target: { value: 'MYOWN1' } });
    act(() => useSession.getState().rememberEntry({ invite: 'KINBO1', path: '/register' }));
    expect(inviteField().value).toBe('MYOWN1');
  });
});
