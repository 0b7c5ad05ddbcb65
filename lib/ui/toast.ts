import { create } from 'zustand';

/** Toast queue. Lives in lib/ so non-React code (the API client) can raise toasts. */
export type ToastKind = 'error' | 'success' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  items: ToastItem[];
  push(kind: ToastKind, text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;
const TOAST_MS = 3500;

export const useToasts = create<ToastState>()((set, get) => ({
  items: [],
  push(kind, text) {
    const id = nextId++;
    // The same text twice in a row (double tap, two failing queries) shows once.
    if (get().items.some((t) => t.text === text && t.kind === kind)) return;
    set((s) => ({ items: [...s.items.slice(-2), { id, kind, text }] }));
    if (typeof window !== 'undefined') window.setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss(id) {
    set((s) => ({ items: s.items.filter((t) => t.id !== id) }));
  },
}));

export const toast = {
  error: (text: string) => useToasts.getState().push('error', text),
  success: (text: string) => useToasts.getState().push('success', text),
  info: (text: string) => useToasts.getState().push('info', text),
};
