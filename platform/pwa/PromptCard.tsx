import type { ReactNode } from 'react';

/** The app's own quiet offers (an update, installing): a card above the tab bar that never blocks the screen. */
export function PromptCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+76px)] z-50 mx-auto flex max-w-[448px] flex-wrap items-center gap-3 rounded-card border border-line bg-surface-raised px-4 py-3 shadow-card"
      style={{ width: 'calc(100% - 32px)' }}
    >
      {children}
    </div>
  );
}
