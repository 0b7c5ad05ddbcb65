import type * as z from 'zod/mini';

type AuthRules = typeof import('@/features/auth/rules');

/** The part of a react-hook-form form that holds an `email` field. */
interface EmailForm {
  getValues: (name: 'email') => string;
  setError: (name: 'email', error: { message: string }) => void;
  clearErrors: (name: 'email') => void;
}

/**
 * The e-mail a code is sent to, trimmed, once `rule` (register: not empty; forgot password: a
 * well-formed address) accepts it; null once the rule's message is under the field. The rules load
 * on demand, as the form's own validation does.
 */
export async function emailForCode(form: EmailForm, rule: (rules: AuthRules) => z.ZodMiniType<string>) {
  const email = form.getValues('email').trim();
  const check = rule(await import('@/features/auth/rules')).safeParse(email);
  if (!check.success) {
    form.setError('email', { message: check.error.issues[0].message });
    return null;
  }
  form.clearErrors('email');
  return email;
}
