'use client';
import { useToasts } from '@/ui/toast';
import { AppLink, isExternalHref } from '../platform/shell/AppLink';
import { cn } from './cn';

const LINK_CLASS = 'flex min-h-touch shrink-0 items-center px-4 font-semibold text-accent';

/** Renders toasts as plain text (server messages are never rendered as HTML). */
export function Toaster() {
  const items = useToasts((s) => s.items);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] mx-auto flex max-w-app flex-col items-center gap-2 px-4 pt-[calc(env(safe-area-inset-top)+64px)]">
      {items.map((item) => (
        // The row is the live region and a tap anywhere on it dismisses the toast (it also leaves by
        // itself). Its text is not a button: a sentence would then be a control whose name contains the
        // labels of the screen's own buttons ("…Please log in." beside "Log in").
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          onClick={() => dismiss(item.id)}
          className={cn(
            'pointer-events-auto flex w-full animate-fade-in cursor-pointer items-center rounded-control border text-sm font-medium shadow-card backdrop-blur',
            item.kind === 'error' && 'border-danger/40 bg-[#2a1218]/95 text-[#ffd5da]',
            item.kind === 'success' && 'border-success/40 bg-[#0f2a20]/95 text-[#c9f7e2]',
            item.kind === 'info' && 'border-line bg-surface-raised/95 text-fg',
          )}
        >
          <p data-testid="toast" data-kind={item.kind} className="min-w-0 flex-1 px-4 py-3">
            {item.text}
          </p>
          {item.link &&
            (isExternalHref(item.link.href) ? (
              <a href={item.link.href} target="_blank" rel="noopener noreferrer" data-testid="toast-link" className={LINK_CLASS}>
                {item.link.label}
              </a>
            ) : (
              <AppLink href={item.link.href} data-testid="toast-link" className={LINK_CLASS}>
                {item.link.label}
              </AppLink>
            ))}
        </div>
      ))}
    </div>
  );
}
