// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/http/client';
import { useSession } from '@/platform/session/store';
import { API_CODES } from '@/shared/contract/codes';
import en from '@/messages/en-US.json';

/**
 * A new device past the e-mail's ceiling of wrong logins: the server answers 20021, the screen sends
 * the e-mail a code at once and logs in with the password and that code. The API calls are stand-ins.
 */
const mocks = vi.hoisted(() => ({ logIn: vi.fn(), sendCode: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: mocks.replace, push: vi.fn() }) }));
vi.mock('@/features/auth/api/login', () => ({ logIn: mocks.logIn }));
vi.mock('@/platform/account/recovery', () => ({ recoveryApi: { sendResetPasswordCode: mocks.sendCode } }));

const { loginParts } = await import('../routes/login.client');
const { LoginScreen } = await import('./LoginScreen');

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ hydrated: true, token: null });
  mocks.logIn.mockReset();
  mocks.sendCode.mockReset();
});
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.auth.login }));

describe('login: a new device asked for the e-mail code (20021)', () => {
  it('sends the code at once, then logs in with the password and the code', async () => {
    mocks.logIn.mockRejectedValueOnce(new ApiError(API_CODES.LOGIN_CODE_REQUIRED, 'code required', null)).mockResolvedValueOnce({ Token: 't', ex_time: 1 });
    mocks.sendCode.mockResolvedValue(null);
    render(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <LoginScreen {...loginParts} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByTestId('login-code')).toBeNull();
    fireEvent.input(field('E-mail'), { target: { value: 'owner@example.com' } });
    fireEvent.input(field('Password'), { target: { value: 'Secret123' } });
    submit();
    await waitFor(() => expect(mocks.sendCode).toHaveBeenCalledWith('owner@example.com'));
    expect(screen.getByTestId('login-code-note').textContent).toBe(en.auth.loginCodeNote);

    // Without the code the form asks for it and sends nothing.
    submit();
    await waitFor(() => expect(screen.getByText(en.validation.codeRequired)).toBeTruthy());
    expect(mocks.logIn).toHaveBeenCalledTimes(1);

    fireEvent.input(screen.getByTestId('login-code'), { target: { value: ' 123456 ' } });
    submit();
    await waitFor(() => expect(mocks.logIn).toHaveBeenCalledTimes(2));
    expect(mocks.logIn.mock.calls[1]![0]).toMatchObject({ email: 'owner@example.com', code: '123456' });
    expect(mocks.logIn.mock.calls[0]![0]).not.toHaveProperty('code');
    await waitFor(() => expect(mocks.replace).toHaveBeenCalled());
  });
});
