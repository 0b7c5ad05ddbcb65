'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { lazySchemaResolver } from '@/platform/forms/schemaResolver';
import type { LoginValues } from '../rules';

/**
 * The form's rules (the schema library) load on the first validation; the e-mail code step when a login
 * asks for it; the shared room's card when a room link is pending.
 */
export const loginParts = {
  validation: lazySchemaResolver<LoginValues>(() => import('../rules').then((m) => m.loginSchema)),
  CodeStep: lazyComponent(() => import('../screens/LoginCodeStep').then((m) => m.LoginCodeStep)),
  RoomCard: lazyComponent(() => import('../screens/RoomPreviewCard').then((m) => m.RoomPreviewCard)),
};
