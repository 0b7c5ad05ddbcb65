import { create } from 'zustand';

/** Full-screen loading overlay for money actions; a counter so nested actions do not clear each other. */
interface OverlayState {
  pending: number;
  show(): void;
  hide(): void;
  clear(): void;
}

export const useLoadingOverlay = create<OverlayState>()((set) => ({
  pending: 0,
  show: () => set((s) => ({ pending: s.pending + 1 })),
  hide: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  clear: () => set({ pending: 0 }),
}));
