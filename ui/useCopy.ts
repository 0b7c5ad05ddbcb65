'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/ui/toast';
import { copyText } from '@/ui/clipboard';

/** Copy with the spec's feedback: 'Copy successful' or 'Copy failed' (spec §8). */
export function useCopy() {
  const t = useTranslations('common');
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) toast.success(t('copySuccess'));
      else toast.error(t('copyFailed'));
    },
    [t],
  );
}
