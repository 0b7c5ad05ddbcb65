'use client';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { AccountPasswordValues, ForgotPinValues, SecurityPasswordValues } from '../rules';
import type { SecurityValidation } from '../screens/SecurityScreen';

const rules = () => import('../rules');

/** The forms' rules (the schema library) load on the first validation. */
export const securityParts: { validation: SecurityValidation } = {
  validation: {
    accountPassword: lazySchemaResolver<AccountPasswordValues>(() => rules().then((m) => m.accountPasswordSchema)),
    securityPassword: lazySchemaResolver<SecurityPasswordValues>(() => rules().then((m) => m.securityPasswordSchema)),
    forgotPin: lazySchemaResolver<ForgotPinValues>(() => rules().then((m) => m.forgotPinSchema)),
  },
};
