import { create } from 'zustand';

/**
 * Toast queue. Lives in lib/ so non-React code (the API client) can raise toasts.
 * - `scope` names the action a toast is about (its API path): a new toast of the same scope replaces
 *   the old one, so "Password changed" never sits beside "The old password is incorrect".
 * - Error toasts belong to the screen they were raised on: `clearErrors()` runs on navigation, so
 *   "Incorrect e-mail or password" does not follow the user to Home after a successful retry.
 */
export type ToastKind = 'error' | 'success' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  scope?: string;
  /**
   * A page about the toast: in the app (the room an alert is about), opened in place; or outside it
   * (a transaction on the chain explorer), opened in a new tab with noopener.
   */
  link?: ToastLink;
}
export interface ToastLink {
  href: string;
  label: string;
}

interface ToastState {
  items: ToastItem[];
  push(kind: ToastKind, text: string, scope?: string, link?: ToastLink): void;
  dismiss(id: number): void;
  clearErrors(): void;
}

let nextId = 1;
const TOAST_MS = 3500;

export const useToasts = create<ToastState>()((set, get) => ({
  items: [],
  push(kind, text, scope, link) {
    const id = nextId++;
    const others = scope ? get().items.filter((t) => t.scope !== scope) : get().items;
    // The same text twice in a row (double tap, two failing queries) shows once.
    if (others.some((t) => t.text === text && t.kind === kind)) {
      if (others.length !== get().items.length) set({ items: others });
      return;
    }
    set({ items: [...others.slice(-2), { id, kind, text, scope, ...(link ? { link } : {}) }] });
    if (typeof window !== 'undefined') window.setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss(id) {
    set((s) => ({ items: s.items.filter((t) => t.id !== id) }));
  },
  clearErrors() {
    if (get().items.some((t) => t.kind === 'error')) set((s) => ({ items: s.items.filter((t) => t.kind !== 'error') }));
  },
}));

export const toast = {
  error: (text: string, scope?: string, link?: ToastLink) => useToasts.getState().push('error', text, scope, link),
  success: (text: string, scope?: string, link?: ToastLink) => useToasts.getState().push('success', text, scope, link),
  info: (text: string, scope?: string, link?: ToastLink) => useToasts.getState().push('info', text, scope, link),
};
