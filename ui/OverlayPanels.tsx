'use client';
import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { cn } from './cn';
import { CloseButton } from './CloseButton';
import type { OverlayProps } from './overlayProps';

const PANEL: Record<'sheet' | 'dialog' | 'drawer', string> = {
  sheet: 'fixed inset-x-0 bottom-0 mx-auto w-full max-w-app rounded-t-[20px] border-t border-line bg-surface pb-safe-b data-[closed]:translate-y-full',
  dialog:
    'fixed left-1/2 top-1/2 w-[calc(100%-32px)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface data-[closed]:scale-95 data-[closed]:opacity-0',
  drawer: 'fixed inset-y-0 right-0 flex w-[84%] max-w-[340px] flex-col border-l border-line bg-surface pt-safe-t pb-safe-b data-[closed]:translate-x-full',
};

export default function OverlayPanels({ kind, open, onClose, title, hideTitle, children, footer }: OverlayProps & { kind: 'sheet' | 'dialog' | 'drawer' }) {
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/65 transition-opacity duration-200 data-[closed]:opacity-0" />
      <DialogPanel transition className={cn(PANEL[kind], 'shadow-card transition duration-200 ease-out')}>
        {kind === 'sheet' && <div className="mx-auto mt-2 h-1 w-10 rounded-pill bg-line" aria-hidden="true" />}
        <div className={cn('flex items-center justify-between gap-2 px-5', kind === 'sheet' ? 'pt-2' : 'pt-4')}>
          <DialogTitle className={cn('text-lg font-semibold', hideTitle && 'sr-only')}>{title}</DialogTitle>
          <CloseButton onClick={onClose} className="ml-auto" />
        </div>
        <div className={cn('px-5 pb-4', kind === 'drawer' && 'flex-1 overflow-y-auto', kind === 'sheet' && 'max-h-[70dvh] overflow-y-auto')}>{children}</div>
        {footer && <div className="flex gap-3 border-t border-line px-5 py-3">{footer}</div>}
      </DialogPanel>
    </HDialog>
  );
}
