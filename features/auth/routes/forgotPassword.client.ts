'use client';
import { loadOnce } from '@/platform/async/loadOnce';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { ForgotPasswordValues } from '../rules';

const rules = loadOnce(() => import('../rules'));

/** The form's rules (the schema library) load on the first validation or the first Send code. */
export const forgotPasswordParts = {
  validation: lazySchemaResolver<ForgotPasswordValues>(() => rules().then((m) => m.forgotPasswordSchema)),
  emailRule: () => rules().then((m) => m.forgotPasswordSchema.shape.email),
};
