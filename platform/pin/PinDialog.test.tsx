// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5Lower } from '@/shared/md5';
import { WrongPinError } from '@/platform/pin/wrongPin';
import en from '@/messages/en-US.json';
import { PinDialog, usePinDialog, type PinConfirmHandler } from './PinDialog';

beforeAll(() => {
  // Headless UI measures and observes the panel; jsdom has neither API.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // No transitions run in jsdom: report none (Headless UI otherwise polyfills this itself, noisily).
  Element.prototype.getAnimations ??= () => [];
});
afterEach(cleanup);

function Harness({ onConfirm, startOpen = true }: { onConfirm: PinConfirmHandler; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <NextIntlClientProvider locale="en-US" messages={en}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <PinDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} description="Withdraw 10.00 USDT" />
    </NextIntlClientProvider>
  );
}

// The dialog's panels load on first open: a cold import on a busy machine can take over a second.
const pinInput = () => screen.findByLabelText('Security password', {}, { timeout: 5_000 });
const confirmButton = () => screen.getByTestId('pin-confirm');

describe('PinDialog', () => {
  it('shows the spec title, a masked numeric input with focus, and the description', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    const input = await pinInput();
    expect(screen.getByText('Please enter security password')).toBeTruthy();
    expect(screen.getByText('Withdraw 10.00 USDT')).toBeTruthy();
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('submits itself on the sixth digit', async () => {
    const onConfirm = vi.fn(async (_pinMd5: string) => {});
    render(<Harness onConfirm={onConfirm} />);
    const input = await pinInput();
    fireEvent.change(input, { target: { value: '12345' } });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onConfirm).toHaveBeenCalledWith(md5Lower('123456'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'), { timeout: 5_000 });
  });

  it('a wrong PIN keeps the dialog open, cleared, with the tries left before the lock', async () => {
    const onConfirm = vi.fn(async (_pinMd5: string) => {
      throw new WrongPinError('Incorrect security password', 3);
    });
    render(<Harness onConfirm={onConfirm} />);
    const input = (await pinInput()) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect security password. 3 attempts left before the lock');
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(input.value).toBe('');
  });

  it('asks for 6 digits when the PIN is shorter, without calling onConfirm', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.change(await pinInput(), { target: { value: '123' } });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a 6-digit security password');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps digits only, at most 6, so a pasted code works', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    const input = (await pinInput()) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12 34-5678' } });
    expect(input.value).toBe('123456');
  });

  it('hands over the lower-case MD5 of the PIN, shows loading, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn((_pinMd5: string) => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.change(await pinInput(), { target: { value: '123456' } });
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(md5Lower('123456'));
    expect(onConfirm.mock.calls[0][0]).toMatch(/^[0-9a-f]{32}$/);
    expect(confirmButton().getAttribute('aria-busy')).toBe('true');
    // A second tap while in flight does not send again.
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
  });

  it('Enter confirms like the button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const input = await pinInput();
    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(md5Lower('654321')));
  });

  it('stays open with the PIN cleared when the action fails, so the user can retry', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('wrong PIN')).mockResolvedValueOnce(undefined);
    render(<Harness onConfirm={onConfirm} />);
    const input = (await pinInput()) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '111111' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.getByTestId('state').textContent).toBe('open');
    // Focus stays in the PIN input, ready for the retry.
    expect(document.activeElement).toBe(input);
    expect(confirmButton().getAttribute('aria-busy')).toBeNull();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(onConfirm).toHaveBeenLastCalledWith(md5Lower('123456'));
  });

  it('clears the PIN when closed and reopened', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    fireEvent.change(await pinInput(), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(((await pinInput()) as HTMLInputElement).value).toBe('');
  });
});

describe('usePinDialog', () => {
  function Screen({ action }: { action: PinConfirmHandler }) {
    const pin = usePinDialog();
    return (
      <NextIntlClientProvider locale="en-US" messages={en}>
        <button type="button" onClick={() => pin.ask(action)}>
          pay
        </button>
        <PinDialog {...pin.dialogProps} />
      </NextIntlClientProvider>
    );
  }

  it('ask(handler) opens the dialog and the handler receives the hashed PIN', async () => {
    const action = vi.fn();
    render(<Screen action={action} />);
    expect(screen.queryByLabelText('Security password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    fireEvent.change(await pinInput(), { target: { value: '246810' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(action).toHaveBeenCalledWith(md5Lower('246810')));
    await waitFor(() => expect(screen.queryByLabelText('Security password')).toBeNull());
  });
});
