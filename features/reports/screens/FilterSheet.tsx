'use client';
import { useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import { Button } from '@/ui/Button';
import { Sheet } from '@/ui/Overlay';
import { cn } from '@/ui/cn';
import { REWARD_CATEGORIES, TIME_TYPES, WAYS } from '@/shared/contract';
import type { FilterPopupAction, FilterPopupState } from '@/features/reports/filter';

function ChoiceGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  columns,
  name,
}: {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  columns: 2 | 3 | 4;
  name: string;
}) {
  const labelId = `filter-${name}-label`;
  return (
    <div className="flex flex-col gap-2.5">
      <p id={labelId} className="text-sm font-semibold text-fg-muted">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={cn('grid gap-2', columns === 2 && 'grid-cols-2', columns === 3 && 'grid-cols-3', columns === 4 && 'grid-cols-4')}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <button
              key={String(option.value)}
              type="button"
              role="radio"
              aria-checked={checked}
              data-testid={`filter-${name}-${option.value}`}
              onClick={() => onChange(option.value)}
              className={cn(
                'min-h-touch rounded-control border px-1.5 text-[13px] font-medium leading-tight transition-colors',
                checked ? 'border-accent bg-accent-soft text-accent' : 'border-line bg-surface-sunken text-fg-muted hover:text-fg',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Spec §4 report filter popup: time type and way (and reward category on Overview). The sheet edits
 * a draft; Apply commits, Reset restores the defaults, and the overlay or close button discard.
 */
export function FilterSheet({ state, dispatch, showCategory }: { state: FilterPopupState; dispatch: Dispatch<FilterPopupAction>; showCategory: boolean }) {
  const t = useTranslations('reports');
  const { draft } = state;
  return (
    <Sheet
      open={state.open}
      onClose={() => dispatch({ type: 'dismiss' })}
      title={t('filter.title')}
      footer={
        <>
          <Button variant="secondary" block onClick={() => dispatch({ type: 'reset' })} data-testid="filter-reset">
            {t('filter.reset')}
          </Button>
          <Button block onClick={() => dispatch({ type: 'apply' })} data-testid="filter-apply">
            {t('filter.apply')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5 pt-2" data-testid="filter-sheet">
        <ChoiceGroup
          name="time"
          label={t('filter.time')}
          columns={4}
          value={draft.timeType}
          options={TIME_TYPES.map((value) => ({ value, label: t(`timeTypes.${value}`) }))}
          onChange={(timeType) => dispatch({ type: 'edit', patch: { timeType } })}
        />
        <ChoiceGroup
          name="way"
          label={t('filter.way')}
          columns={3}
          value={draft.way}
          options={WAYS.map((value) => ({ value, label: t(`ways.${value}`) }))}
          onChange={(way) => dispatch({ type: 'edit', patch: { way } })}
        />
        {showCategory && (
          <ChoiceGroup
            name="category"
            label={t('filter.category')}
            columns={2}
            value={draft.category}
            options={REWARD_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            onChange={(category) => dispatch({ type: 'edit', patch: { category } })}
          />
        )}
      </div>
    </Sheet>
  );
}
