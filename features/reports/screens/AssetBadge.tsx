import { cn } from '@/ui/cn';
import type { RecordAsset } from '@/shared/format/recordAmount';

const STYLE: Record<RecordAsset, { text: string; className: string }> = {
  usdt: { text: '$', className: 'bg-success-soft text-success' },
  kinbo: { text: 'K', className: 'bg-accent-soft text-accent' },
  ticket: { text: 'T', className: 'bg-[rgba(255,181,71,0.14)] text-warning' },
  nft: { text: 'N', className: 'bg-[rgba(160,140,255,0.16)] text-[#b9a8ff]' },
  vp: { text: 'VP', className: 'bg-[rgba(95,180,255,0.14)] text-[#8cc8ff]' },
};

/** A round mark of the asset a record moves (decorative; the unit is spelled out next to the amount). */
export function AssetBadge({ asset, className }: { asset: RecordAsset; className?: string }) {
  const style = STYLE[asset];
  return (
    <span aria-hidden="true" className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-pill text-sm font-bold', style.className, className)}>
      {style.text}
    </span>
  );
}
