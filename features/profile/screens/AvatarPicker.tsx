'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Spinner } from '@/ui/Spinner';
import { ApiError } from '@/platform/http/client';
import { pendingItem, uploadFailed, uploadImage, uploadProblem, uploadSucceeded, visibleItems, type UploadItem } from '@/platform/http/upload';
import { CameraIcon } from '@/ui/icons/Camera';

/**
 * Avatar upload, at most one file (spec §5). Choosing a picture uploads it at once: the item is pending
 * (local preview, spinner), then takes the server url, or fails — a failed item is not rendered, so the
 * old avatar (or the default picture when there is none) shows again, with a message saying why.
 */
export function AvatarPicker({
  current,
  onChange,
  onPendingChange,
}: {
  /** The avatar saved on the account. */
  current: string | null | undefined;
  /** The uploaded url to save, or null to keep the current one. */
  onChange: (url: string | null) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const t = useTranslations('profile');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [item, setItem] = useState<UploadItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);

  // The preview is an object URL: release it when the item is replaced or the screen closes.
  useEffect(() => {
    const thumbnail = item?.thumbnail;
    return () => {
      if (thumbnail) URL.revokeObjectURL(thumbnail);
    };
  }, [item?.thumbnail]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const reason = uploadProblem(file);
    if (reason) {
      setProblem(t(reason === 'notImage' ? 'avatarNotImage' : 'avatarTooLarge'));
      return; // the avatar shown (and saved) stays what it was
    }
    setProblem(null);
    const next = pendingItem(file, URL.createObjectURL(file));
    latest.current = next.id;
    setItem(next);
    onPendingChange(true);
    try {
      const url = await uploadImage(file, { silent: true });
      if (latest.current !== next.id) return; // a newer pick replaced this one
      setItem(uploadSucceeded(next, url));
      onChange(url);
    } catch (error) {
      if (latest.current !== next.id) return;
      setItem(uploadFailed(next));
      onChange(null);
      setProblem(error instanceof ApiError && error.message ? error.message : t('avatarUploadFailed'));
    } finally {
      if (latest.current === next.id) onPendingChange(false);
    }
  };

  const shown = item && visibleItems([item]).length ? item : null;
  const pending = shown?.status === 'pending';
  const src = shown ? (shown.status === 'done' ? shown.url : shown.thumbnail) : current;

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        {/* Keyed by address: a preview that failed to load must not leave the next picture "broken". */}
        <Avatar src={src} alt={t('avatarAlt')} size={96} className="ring-2 ring-accent/60" />
        {pending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-pill bg-black/55" aria-hidden="true">
            <Spinner className="h-7 w-7 text-accent" />
          </span>
        )}
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={pending}
          aria-label={t('changeAvatar')}
          className="absolute -bottom-1 -right-1 flex h-11 w-11 items-center justify-center rounded-pill border-4 border-surface bg-accent text-accent-fg disabled:opacity-70"
        >
          <CameraIcon size={18} />
        </button>
      </div>
      <label htmlFor={inputId} className="sr-only">
        {t('changeAvatar')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so picking the same file again still fires a change.
          event.target.value = '';
          void choose(file);
        }}
      />
      <p className="text-[13px] text-fg-muted" aria-live="polite">
        {pending ? t('avatarUploading') : t('avatarHint')}
      </p>
      {problem && (
        <p role="alert" data-testid="avatar-error" className="max-w-[300px] text-center text-[13px] text-danger">
          {problem}
          <span className="block text-fg-muted">{t('avatarKept')}</span>
        </p>
      )}
    </div>
  );
}
