/**
 * The e-mail the login form starts with after registering or resetting a password (and the one the
 * forgot-password form starts with, from login), so the user only types the password. Kept in memory
 * only (never in the address or storage). Reading does not clear it, so a re-render (React's strict
 * mode renders twice) reads the same value; a successful login clears it.
 */
let pending = '';

export function prefillLoginEmail(email: string) {
  pending = email.trim();
}

export function readLoginEmail(): string {
  return pending;
}

export function clearLoginEmail() {
  pending = '';
}
