import * as z from 'zod/mini';
import { MALL_MESSAGE } from './protocol';

/**
 * The shapes the app accepts from the mall frame, checked only after the origin and source checks
 * passed (protocol.isFromMallFrame). Strict: an unknown type, a missing or extra field, a code that
 * is not a whole number — the message is ignored.
 */
const codeMessage = z.strictObject({
  type: z.literal(MALL_MESSAGE.code),
  code: z.number().check(z.int()),
  msg: z.optional(z.string().check(z.maxLength(500))),
});

export type MallMessage = z.infer<typeof codeMessage>;

export function parseMallMessage(data: unknown): MallMessage | null {
  const result = codeMessage.safeParse(data);
  return result.success ? result.data : null;
}
