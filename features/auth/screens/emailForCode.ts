import type * as z from 'zod/mini';

/** The rule an e-mail must pass before a code is sent to it; it loads with the form's rules. */
export type EmailRule = () => Promise<z.ZodMiniType<string>>;

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
export async function emailForCode(form: EmailForm, rule: EmailRule) {
  const email = form.getValues('email').trim();
  const check = (await rule()).safeParse(email);
  if (!check.success) {
    form.setError('email', { message: check.error.issues[0].message });
    return null;
  }
  form.clearErrors('email');
  return email;
}
