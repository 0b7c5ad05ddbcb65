import * as z from 'zod/mini';
import { idField } from './wire';

/** notice/read: the entry's id (an entry of another user answers "record not found"). */
export const noticeReadRequest = z.object({ id: idField });
