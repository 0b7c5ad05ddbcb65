import * as z from 'zod/mini';
import { idField } from './wire';
import { NOTICE_KINDS } from '../notifications';

/** notice/read: the entry's id (an entry of another user answers "record not found"). */
export const noticeReadRequest = z.object({ id: idField });

/** notice/setPrefs: the kinds not to be alerted of (all of them: none), each once. */
export const noticePrefsRequest = z.object({
  muted: z.array(z.enum(NOTICE_KINDS)).check(
    z.maxLength(NOTICE_KINDS.length),
    z.refine((kinds) => new Set(kinds).size === kinds.length),
  ),
});
