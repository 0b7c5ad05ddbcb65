'use client';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeApi, noticePrefsQuery } from '@/platform/notifications/api';
import { NOTICE_KINDS, type NoticeKind, type NoticePrefs } from '@/shared/contract/notifications';
import { toast } from '@/ui/toast';

/**
 * One switch per notice kind plus "None" (mute all). A change shows at once and is rolled back with a
 * toast when the server refuses it. An API without the prefs endpoints (or any failure to load them)
 * hides the section rather than showing switches that cannot be saved.
 */
export function NoticePrefsSection() {
  const t = useTranslations('settings');
  const tk = useTranslations('notifications.kindNames');
  const queryClient = useQueryClient();
  const prefs = useQuery(noticePrefsQuery());
  const key = noticePrefsQuery().queryKey;
  const save = useMutation({
    mutationFn: (muted: NoticeKind[]) => noticeApi.setPrefs(muted),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NoticePrefs>(key);
      queryClient.setQueryData<NoticePrefs>(key, { muted });
      return { before };
    },
    onError: (_error, _muted, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(t('noticesSaveFailed'));
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  if (!prefs.data) return null;
  const muted = prefs.data.muted;
  const allMuted = NOTICE_KINDS.every((kind) => muted.includes(kind));
  const toggle = (kind: NoticeKind) => save.mutate(muted.includes(kind) ? muted.filter((k) => k !== kind) : [...muted, kind]);

  return (
    <section aria-labelledby="settings-notices" className="flex flex-col gap-2" data-testid="settings-notices">
      <h2 id="settings-notices" className="px-1 text-sm font-semibold text-fg-muted">
        {t('notices')}
      </h2>
      <ul className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface">
        <Row label={t('noticesNone')} on={allMuted} disabled={save.isPending} testId="notice-none" onChange={() => save.mutate(allMuted ? [] : [...NOTICE_KINDS])} />
        {NOTICE_KINDS.map((kind) => (
          <Row key={kind} label={tk(kind)} on={!muted.includes(kind)} disabled={save.isPending} testId={`notice-${kind}`} onChange={() => toggle(kind)} />
        ))}
      </ul>
    </section>
  );
}

/** A labelled on/off switch row (a 44 px touch target). */
export function Row({ label, on, disabled, testId, onChange }: { label: string; on: boolean; disabled: boolean; testId: string; onChange: () => void }) {
  return (
    <li className="flex min-h-[52px] items-center gap-3 px-4">
      <span className="min-w-0 flex-1 text-[15px]">{label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        disabled={disabled}
        onClick={onChange}
        data-testid={testId}
        className="-mr-1 flex min-h-touch min-w-touch shrink-0 items-center justify-center disabled:opacity-50"
      >
        {/* The drawn switch is smaller than its 44 px button, the touch target. */}
        <span className={`relative h-7 w-12 rounded-pill transition-colors ${on ? 'bg-accent' : 'bg-surface-raised'}`}>
          <span className={`absolute top-1 h-5 w-5 rounded-pill bg-white transition-all ${on ? 'left-6' : 'left-1'}`} />
        </span>
      </button>
    </li>
  );
}
