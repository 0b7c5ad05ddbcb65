import { AppLink } from '../platform/shell/AppLink';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** A link that looks like a Button (same sizes and variants), for actions that open another screen; prefetched on intent. */
export function ActionLink({
  href,
  children,
  variant = 'secondary',
  className,
  testId,
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
  testId?: string;
}) {
  return (
    <AppLink
      href={href}
      data-testid={testId}
      className={cn(
        'inline-flex min-h-touch select-none items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold transition-colors',
        variant === 'primary' && 'bg-accent text-accent-fg hover:bg-accent-strong',
        variant === 'secondary' && 'border border-line bg-surface-raised text-fg hover:border-fg-faint',
        variant === 'ghost' && 'text-accent hover:bg-surface-raised',
        className,
      )}
    >
      {children}
    </AppLink>
  );
}
