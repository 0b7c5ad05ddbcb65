'use client';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message key under `validation.` or a ready text. */
  error?: string;
  hint?: string;
  /** Content at the right edge of the input (a Send button, a copy icon). */
  trailing?: ReactNode;
}

/** One labelled input for every form: label, input, trailing slot, error text tied by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, trailing, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-msg`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg-muted">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-[50px] items-center gap-2 rounded-control border bg-surface-sunken px-3.5 transition-colors',
          'focus-within:border-accent',
          error ? 'border-danger' : 'border-line',
          rest.readOnly && 'bg-surface',
        )}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="min-w-0 flex-1 bg-transparent py-3 text-fg placeholder:text-fg-faint focus:outline-none read-only:text-fg-muted"
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-[13px] text-fg-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** A field's trailing text action (Max: fill in the whole balance), in the accent colour, a full touch target. */
export function FieldAction({ children, disabled, onClick, testId }: { children: ReactNode; disabled?: boolean; onClick: () => void; testId?: string }) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      className="-mr-2 flex min-h-touch min-w-touch items-center justify-center px-2 text-sm font-semibold text-accent disabled:text-fg-faint"
    >
      {children}
    </button>
  );
}
