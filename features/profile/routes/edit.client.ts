'use client';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { EditProfileValues } from '../rules';

/** The form's rules (the schema library) load on the first validation. */
export const editProfileParts = {
  validation: lazySchemaResolver<EditProfileValues>(() => import('../rules').then((m) => m.editProfileSchema)),
};
