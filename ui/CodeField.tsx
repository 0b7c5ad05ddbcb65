'use client';
import { forwardRef } from 'react';
import { Button } from './Button';
import { TextField, type TextFieldProps } from './Field';

/** Seconds before another code may be asked for (the server's 60 s resend throttle, spec §5). */
export const CODE_RESEND_SECONDS = 60;

export interface CodeFieldProps extends Omit<TextFieldProps, 'trailing'> {
  /** Seconds until another code may be asked for; 0 shows the Send button. */
  remaining: number;
  sending: boolean;
  onSend: () => void;
  sendLabel: string;
  /** The countdown text, e.g. "42s". */
  countdownLabel: string;
}

/** An e-mail verification code input with its Send button and resend countdown (register, recovery). */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ remaining, sending, onSend, sendLabel, countdownLabel, ...rest }, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      trailing={
        remaining > 0 ? (
          <span data-testid="code-countdown" className="min-w-[52px] text-right font-mono text-sm tabular-nums text-fg-muted">
            {countdownLabel}
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={onSend} loading={sending} className="-mr-2 text-accent!">
            {sendLabel}
          </Button>
        )
      }
      {...rest}
    />
  );
});
