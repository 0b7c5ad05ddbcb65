import type { ReactNode } from 'react';

/**
 * The empty-list picture and text (spec §2: empty-state image when empty). `action` adds a button
 * under it, e.g. "Clear filter" when a filter matched nothing.
 */
export function EmptyState({ text, className, action }: { text: string; className?: string; action?: ReactNode }) {
  return (
    <div className={`flex flex-col items-center gap-3 py-12 text-center ${className ?? ''}`} data-testid="empty-state">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export */}
      <img src="/images/empty.svg" alt="" width={160} height={120} />
      <p className="text-sm text-fg-muted">{text}</p>
      {action}
    </div>
  );
}
