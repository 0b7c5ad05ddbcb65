'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { TextField } from '@/ui/Field';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { CopyIcon } from '@/ui/icons/Copy';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { API_CODES, type UserInfo } from '@/shared/contract';
import { USER_PATHS } from '@/platform/account/user';
import { useUpdateProfileMutation } from '@/platform/account/user.mutations';
import { ROUTES } from '@/platform/shell/routes';
import { toast } from '@/ui/toast';
import type { EditProfileValues } from '@/features/profile/rules';
import { NICKNAME_MAX_EDIT } from '@/shared/contract/limits-form';
import { AvatarPicker } from './AvatarPicker';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { useCopy } from '@/ui/useCopy';
import { useFreshUserInfo } from '@/platform/account/useFreshUserInfo';

/**
 * Spec §2 edit profile: avatar (max 1), nickname, read-only e-mail and invite code, Update.
 * `validation`: the form's rules, a lazy part of the route (../routes/edit.client.ts).
 */
export function EditProfileScreen({ validation }: { validation: Resolver<EditProfileValues> }) {
  const t = useTranslations('profile');
  const { info } = useFreshUserInfo();
  return (
    <div className="flex flex-col gap-4 pb-4">
      <PageHeader title={t('editTitle')} fallbackHref={ROUTES.profile} />
      {/* The form starts from the user's values, so it mounts once they are known. */}
      {info ? <EditProfileForm info={info} validation={validation} /> : <FormSkeleton />}
    </div>
  );
}

const FIELD_ERRORS: FieldErrorMap<EditProfileValues> = { [API_CODES.NICKNAME_TAKEN]: 'nickname' };

function EditProfileForm({ info, validation }: { info: UserInfo; validation: Resolver<EditProfileValues> }) {
  const t = useTranslations();
  const tp = useTranslations('profile');
  const router = useRouter();
  const copy = useCopy();
  const [avatar, setAvatar] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditProfileValues>({
    resolver: validation,
    // Starts from the stored copy; when the fresh user info arrives it replaces what the user has not edited.
    values: { nickname: info.nickname ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (update.isPending || update.isSuccess || uploading) return;
    const nextAvatar = avatar ?? info.avatar;
    try {
      // Resolves once user info (profile header, menus, stored copy) has been refetched.
      await update.mutateAsync({ nickname: values.nickname.trim(), ...(nextAvatar ? { avatar: nextAvatar } : {}) });
    } catch (error) {
      // A taken nickname shows under its field; the form stays as typed.
      showServerError(error, { fields: FIELD_ERRORS, setError, scope: USER_PATHS.info });
      return;
    }
    toast.success(tp('updated'), USER_PATHS.info);
    if (canGoBackInApp()) router.back();
    else router.replace(ROUTES.profile);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card className="py-6">
        <AvatarPicker current={info.avatar} onChange={setAvatar} onPendingChange={setUploading} />
      </Card>
      <TextField
        label={tp('nickname')}
        autoComplete="nickname"
        placeholder={t('auth.nicknamePlaceholder')}
        // A little room past the limit, so the max-length message can be seen rather than typing stopping.
        maxLength={NICKNAME_MAX_EDIT + 10}
        error={fieldErrorText(t, errors.nickname)}
        {...register('nickname')}
      />
      <TextField label={tp('email')} value={info.email} readOnly />
      <TextField
        label={tp('inviteCode')}
        value={info.invite}
        readOnly
        trailing={
          <button
            type="button"
            onClick={() => void copy(info.invite)}
            aria-label={tp('copyInviteCode')}
            className="-mr-2 flex min-h-touch min-w-touch items-center justify-center text-fg-muted hover:text-accent"
          >
            <CopyIcon size={20} />
          </button>
        }
      />
      <Button type="submit" size="lg" block loading={update.isPending || update.isSuccess} disabled={uploading} className="mt-2">
        {uploading ? tp('avatarUploading') : tp('update')}
      </Button>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Card className="flex flex-col items-center gap-3 py-6">
        <Skeleton className="h-24 w-24 rounded-pill" />
        <Skeleton className="h-3 w-40" />
      </Card>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-1.5">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-[50px] w-full" />
        </div>
      ))}
    </div>
  );
}
