'use client';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { WithdrawContext, WithdrawValues } from '../forms/walletForms';

/** The form's rules (the schema library, viem's keccak for the EIP-55 check) load on the first validation. */
export const withdrawParts = {
  validation: lazySchemaResolver<WithdrawValues, WithdrawContext>(() => import('../forms/walletForms').then((m) => m.withdrawSchema)),
};
