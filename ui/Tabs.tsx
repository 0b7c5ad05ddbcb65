'use client';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

/**
 * One tab strip for every screen (reports, ranking periods, security). Scrolls sideways when the
 * labels do not fit; arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
export function Tabs<K extends string | number>({
  items,
  value,
  onChange,
  label,
  variant = 'pill',
  className,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  variant?: 'pill' | 'underline';
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next].key);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        'flex gap-1 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        variant === 'pill' && 'rounded-pill bg-surface p-1',
        variant === 'underline' && 'border-b border-line',
        className,
      )}
    >
      {items.map((item, index) => {
        const active = item.key === value;
        return (
          <button
            key={String(item.key)}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              'min-h-touch text-sm font-semibold transition-colors',
              variant === 'underline' && 'px-4',
              variant === 'underline' && 'shrink-0 whitespace-nowrap',
              variant === 'pill' && (active ? 'rounded-pill bg-accent text-accent-fg' : 'rounded-pill text-fg-muted hover:text-fg'),
              variant === 'underline' && (active ? '-mb-px border-b-2 border-accent text-fg' : 'border-b-2 border-transparent text-fg-muted hover:text-fg'),
              // Pills share the row and wrap a long label to two lines (security and ranking tabs at 320 px in
              // Vietnamese and Filipino) rather than hide a tab off the edge; underline tabs scroll. A pill is
              // never narrower than its longest word, so a label wraps between words, never inside one
              // (Indonesian "Sepanjang waktu" was cut to "Sepanja / ng / waktu" at 390 px).
              variant === 'pill' && 'min-w-min flex-1 shrink whitespace-normal px-2 py-1 leading-tight',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
