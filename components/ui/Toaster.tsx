'use client';
import { Fragment } from 'react';
import { useToasts } from '@/lib/ui/toast';
import { cn } from './cn';

/** Renders toasts as plain text (server messages are never rendered as HTML). */
export function Toaster() {
  const items = useToasts((s) => s.items);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] mx-auto flex max-w-app flex-col items-center gap-2 px-4 pt-[calc(env(safe-area-inset-top)+64px)]"
    >
      {items.map((item) => {
        const tone = cn(
          'pointer-events-auto w-full animate-fade-in rounded-control border text-sm font-medium shadow-card backdrop-blur',
          item.kind === 'error' && 'border-danger/40 bg-[#2a1218]/95 text-[#ffd5da]',
          item.kind === 'success' && 'border-success/40 bg-[#0f2a20]/95 text-[#c9f7e2]',
          item.kind === 'info' && 'border-line bg-surface-raised/95 text-fg',
        );
        const text = (
          <button
            type="button"
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-kind={item.kind}
            onClick={() => dismiss(item.id)}
            className={item.link ? 'min-w-0 flex-1 px-4 py-3 text-left' : cn(tone, 'px-4 py-3 text-left')}
          >
            {item.text}
          </button>
        );
        if (!item.link) return <Fragment key={item.id}>{text}</Fragment>;
        // A link cannot sit inside the dismiss button: the toast becomes a row of both.
        return (
          <div key={item.id} className={cn(tone, 'flex items-center')}>
            {text}
            <a
              href={item.link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="toast-link"
              className="flex min-h-touch shrink-0 items-center px-4 font-semibold text-accent underline-offset-2 hover:underline"
            >
              {item.link.label}
            </a>
          </div>
        );
      })}
    </div>
  );
}
