import * as z from 'zod/mini';
import { emailField } from '@/platform/forms/rules';
import type { MarketFilter } from './market';

/**
 * Spec §5: the NFT market search takes an e-mail. Returns the filter, or the message key of the
 * first failed rule (validation.emailRequired / validation.emailInvalid), as the other forms do.
 */
export function parseMarketSearch(input: string): { filter: MarketFilter; error: null } | { filter: null; error: string } {
  const result = z.safeParse(emailField, input);
  if (result.success) return { filter: { kind: 'email', email: result.data }, error: null };
  return { filter: null, error: result.error.issues[0]?.message ?? 'validation.emailInvalid' };
}
