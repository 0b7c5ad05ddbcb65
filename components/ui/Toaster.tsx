'use client';
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
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-kind={item.kind}
          onClick={() => dismiss(item.id)}
          className={cn(
            'pointer-events-auto w-full animate-fade-in rounded-control border px-4 py-3 text-left text-sm font-medium shadow-card backdrop-blur',
            item.kind === 'error' && 'border-danger/40 bg-[#2a1218]/95 text-[#ffd5da]',
            item.kind === 'success' && 'border-success/40 bg-[#0f2a20]/95 text-[#c9f7e2]',
            item.kind === 'info' && 'border-line bg-surface-raised/95 text-fg',
          )}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
