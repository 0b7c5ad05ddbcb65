'use client';
import { loadOnce } from '@/platform/async/loadOnce';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { RegisterValues } from '../rules';

const rules = loadOnce(() => import('../rules'));

/** The form's rules (the schema library) load on the first validation or the first Send code. */
export const registerParts = {
  validation: lazySchemaResolver<RegisterValues>(() => rules().then((m) => m.registerSchema)),
  sendCodeRule: () => rules().then((m) => m.sendCodeSchema),
};
