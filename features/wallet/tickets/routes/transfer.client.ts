'use client';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { TransferContext, TransferValues } from '../../forms/walletForms';

/** The form's rules (the schema library, viem's keccak for the EIP-55 check) load on the first validation. */
export const transferParts = {
  validation: lazySchemaResolver<TransferValues, TransferContext>(() => import('../../forms/walletForms').then((m) => m.transferSchema)),
};
