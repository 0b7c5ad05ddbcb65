/**
 * The e-mail the login form starts with after registering or resetting a password, so the user
 * only types the password. Kept in memory only (never in the address or storage) and read once.
 */
let pending: string | null = null;

export function prefillLoginEmail(email: string) {
  pending = email.trim() || null;
}

export function takeLoginEmail(): string {
  const email = pending ?? '';
  pending = null;
  return email;
}
