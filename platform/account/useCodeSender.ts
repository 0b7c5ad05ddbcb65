'use client';
import { useTranslations } from 'next-intl';
import { USER } from '@/shared/contract/endpoints/user';
import { toast } from '@/ui/toast';
import { CODE_RESEND_SECONDS } from '../../ui/CodeField';
import { useCountdown } from '../time/useCountdown';

type SendHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/** The part of `useMutation` / `useAction` the Send button uses. */
interface SendCall<V> {
  isPending: boolean;
  mutate: (value: V, handlers: SendHandlers) => void;
}

/**
 * The Send button of an e-mail code field (register, forgot password, forgot PIN): one request at a
 * time and none while the resend countdown runs; a sent code starts the countdown and says so.
 * `prepare` gives the request's argument, or null when the form is not ready (it has shown why).
 * Returns the CodeField props apart from the field's own error and registration.
 */
export function useCodeSender<V>(call: SendCall<V>, prepare: () => V | null | Promise<V | null>, onError: (error: unknown) => void) {
  const t = useTranslations();
  const countdown = useCountdown();
  const onSend = async () => {
    if (call.isPending || countdown.running) return;
    const value = await prepare();
    if (value === null) return;
    call.mutate(value, {
      onSuccess: () => {
        countdown.start(CODE_RESEND_SECONDS);
        toast.success(t('auth.codeSent'), USER.sendEmail.path);
      },
      onError,
    });
  };
  return {
    label: t('auth.code'),
    placeholder: t('auth.codePlaceholder'),
    remaining: countdown.remaining,
    sending: call.isPending,
    onSend,
    sendLabel: t('auth.send'),
    countdownLabel: t('auth.resendIn', { seconds: countdown.remaining }),
  };
}
