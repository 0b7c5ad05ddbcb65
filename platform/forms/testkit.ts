import en from '@/messages/en-US.json';

/**
 * For validator tests: the first message per field, translated to en-US — what the form shows.
 * Schemas carry message keys (e.g. 'validation.emailRequired'); this resolves them in en-US.json.
 */
export function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!(field in out)) out[field] = issue.message.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en) as string;
  }
  return out;
}
