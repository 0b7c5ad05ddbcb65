'use client';
import { AppLink } from '../shell/AppLink';
import type { Refusal } from '@/platform/money/useMoneyAction';
import { cn } from '../../ui/cn';

/**
 * Why a money action did not run, in place of the action (useMoneyAction's `refusal`): the reason and,
 * when there is one, the way out ("Deposit USDT", "Buy tickets", "Go to your room").
 */
export function ActionRefusal({ refusal, className }: { refusal: Refusal | null; className?: string }) {
  if (!refusal) return null;
  return (
    <div role="alert" data-testid="action-refusal" className={cn('flex flex-col gap-2 rounded-control border border-danger bg-danger-soft p-3 text-sm', className)}>
      <p className="text-fg">{refusal.message}</p>
      {refusal.way && (
        <AppLink href={refusal.way.href} data-testid="refusal-way" className="flex min-h-touch items-center justify-center rounded-control bg-accent px-4 font-semibold text-accent-fg">
          {refusal.way.label}
        </AppLink>
      )}
    </div>
  );
}
