'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { md5Lower } from '@/shared/md5';
import { WrongPinError } from '@/platform/pin/wrongPin';
import { pinDialogError, sanitizePin } from '@/shared/contract/pin';
import { PIN_LENGTH } from '@/shared/contract/limits-form';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Overlay';
import { cn } from '../../ui/cn';

/** Receives the PIN as lower-case MD5 hex, the form every money call sends (spec §7). */
export type PinConfirmHandler = (pinMd5: string) => Promise<unknown> | unknown;

export interface PinDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Runs the protected action. Resolving closes the dialog; throwing keeps it open with the PIN
   * cleared, so the user can retry (the API client has already shown the server's message); a
   * WrongPinError shows the tries left before the lock.
   */
  onConfirm: PinConfirmHandler;
  /** Defaults to 'Please enter security password'. */
  title?: string;
  /** What is being confirmed, e.g. "Withdraw 120.00 USDT". */
  description?: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
}

/**
 * THE security-password dialog (spec §2, §5): six masked boxes over one real input (numeric keypad,
 * paste and autofill work, screen readers hear a password field). Every money action confirms here.
 *
 *   const pin = usePinDialog();
 *   <Button onClick={() => pin.ask((pinMd5) => ticketApi.buy(id, pinMd5))}>Buy</Button>
 *   <PinDialog {...pin.dialogProps} description={t('buyFor', { amount })} />
 */
export function PinDialog({ open, onClose, onConfirm, title, description, confirmLabel }: PinDialogProps) {
  const t = useTranslations();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // A fresh dialog every time it opens (adjusting state while rendering, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPin('');
      setError(null);
    }
  }

  // Autofocus: Headless UI puts focus on the dialog element itself once its lazy panel has mounted and
  // its transition starts, after React's autoFocus ran. For a short while after opening, move focus
  // from the dialog (or nowhere) to the PIN input — but never away from something the user picked.
  useEffect(() => {
    if (!open) return;
    let frames = 0;
    let timer = 0;
    const settle = () => {
      const input = inputRef.current;
      const active = document.activeElement;
      if (input && active !== input && (!active || active === document.body || active.contains(input))) input.focus();
      if (frames++ < 30) timer = window.setTimeout(settle, 16);
    };
    settle();
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = () => {
    if (busy) return; // the action is in flight: its answer decides
    setPin('');
    setError(null);
    onClose();
  };

  // The value typed, not the state: the sixth digit submits in the same change that types it.
  const confirm = async (value = pin) => {
    if (busy) return;
    const problem = pinDialogError(value);
    if (problem) {
      setError(t(problem));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onConfirm(md5Lower(value));
      setBusy(false);
      setPin('');
      onClose();
    } catch (failure) {
      setBusy(false);
      setPin('');
      if (failure instanceof WrongPinError) {
        setError(failure.triesLeft === null ? failure.message : t('pin.triesLeft', { count: failure.triesLeft }));
      }
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title ?? t('pin.title')}
      footer={
        <>
          <Button variant="secondary" block onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button block onClick={() => void confirm()} loading={busy} data-testid="pin-confirm">
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {description && <div className="mb-4 mt-1 text-sm text-fg-muted">{description}</div>}
      <div className="relative mx-auto mt-1 w-full max-w-[320px]">
        <label htmlFor={inputId} className="sr-only">
          {t('pin.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          autoFocus
          data-autofocus
          data-testid="pin-input"
          value={pin}
          // Read-only, not disabled, while in flight: a disabled input drops focus, and a retry needs it.
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const value = sanitizePin(event.target.value);
            setPin(value);
            if (error) setError(null);
            if (value.length === PIN_LENGTH && pin.length < PIN_LENGTH) void confirm(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void confirm();
            }
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          // Transparent and on top of the boxes: a tap anywhere on them focuses the real input.
          className="absolute inset-0 z-10 h-full w-full cursor-text opacity-0"
        />
        <div className="grid grid-cols-6 gap-2" aria-hidden="true">
          {Array.from({ length: PIN_LENGTH }, (_, index) => {
            const filled = index < pin.length;
            const active = focused && (index === pin.length || (index === PIN_LENGTH - 1 && pin.length === PIN_LENGTH));
            return (
              <div
                key={index}
                className={cn(
                  'flex aspect-square items-center justify-center rounded-control border bg-surface-sunken transition-colors',
                  error ? 'border-danger' : active ? 'border-accent' : 'border-line',
                )}
              >
                {filled && <span className="h-3 w-3 rounded-pill bg-fg" />}
              </div>
            );
          })}
        </div>
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className={cn('mt-3 min-h-[20px] text-center text-[13px]', error ? 'text-danger' : 'text-fg-muted')}>
        {error ?? t('pin.hint')}
      </p>
    </Dialog>
  );
}

/**
 * The easy way to ask for the PIN before an action: `ask(handler)` opens the dialog, and the handler
 * gets the hashed PIN on confirm. Spread `dialogProps` on <PinDialog />.
 */
export function usePinDialog() {
  const [handler, setHandler] = useState<PinConfirmHandler | null>(null);
  const ask = useCallback((onConfirm: PinConfirmHandler) => setHandler(() => onConfirm), []);
  const close = useCallback(() => setHandler(null), []);
  return {
    ask,
    close,
    isOpen: handler !== null,
    dialogProps: {
      open: handler !== null,
      onClose: close,
      onConfirm: (pinMd5: string) => handler?.(pinMd5),
    } satisfies PinDialogProps,
  };
}
