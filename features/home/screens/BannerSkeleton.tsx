import { Skeleton } from '@/ui/Skeleton';

/** The carousel's box (16:7) while its banners load: nothing moves when they arrive. */
export function BannerSkeleton() {
  return <Skeleton className="aspect-[16/7] w-full rounded-card" />;
}
