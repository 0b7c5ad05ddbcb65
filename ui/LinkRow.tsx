import { AppLink } from '../platform/shell/AppLink';
import type { ComponentType } from 'react';
import { ChevronRightIcon } from './icons/ChevronRight';

/** One row of a grouped link list (settings, profile shortcuts): round icon, label, chevron. */
export function LinkRow({ href, label, Icon }: { href: string; label: string; Icon: ComponentType<{ size?: number }> }) {
  return (
    <li>
      <AppLink href={href} className="flex min-h-[56px] items-center gap-3 px-4 hover:bg-surface-raised">
        <span className="flex h-9 w-9 items-center justify-center rounded-pill bg-surface-raised text-accent">
          <Icon size={20} />
        </span>
        <span className="flex-1 text-[15px]">{label}</span>
        <ChevronRightIcon size={18} className="text-fg-faint" />
      </AppLink>
    </li>
  );
}
