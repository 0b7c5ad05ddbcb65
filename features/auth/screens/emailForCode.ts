import type * as z from 'zod/mini';

/** The part of a react-hook-form form that holds an `email` field. */
interface EmailForm {
  getValues: (name: 'email') => string;
  setError: (name: 'email', error: { message: string }) => void;
  clearErrors: (name: 'email') => void;
}

/**
 * The e-mail a code is sent to, trimmed, once `rule` (register: not empty; forgot password: a
 * well-formed address) accepts it; null once the rule's message is under the field.
 */
export function emailForCode(form: EmailForm, rule: z.ZodMiniType<string>) {
  const email = form.getValues('email').trim();
  const check = rule.safeParse(email);
  if (!check.success) {
    form.setError('email', { message: check.error.issues[0].message });
    return null;
  }
  form.clearErrors('email');
  return email;
}
