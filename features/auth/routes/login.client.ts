'use client';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { LoginValues } from '../rules';

/** The form's rules (the schema library) load on the first validation. */
export const loginParts = {
  validation: lazySchemaResolver<LoginValues>(() => import('../rules').then((m) => m.loginSchema)),
};
