'use client';
import { useEffect, useRef } from 'react';

/**
 * The end of an infinite list: watches itself scroll into view to load the next page, and says
 * "loading" or "no more" (spec §2). One for every paged list.
 */
export function ListFooter({
  loading,
  finished,
  onLoadMore,
  loadingText,
  noMoreText,
}: {
  loading: boolean;
  finished: boolean;
  onLoadMore: () => void;
  loadingText: string;
  noMoreText: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || finished) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loading) onLoadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [finished, loading, onLoadMore]);
  return (
    <div ref={ref} className="py-4 text-center text-sm text-fg-faint" data-testid="list-footer" aria-live="polite">
      {loading ? loadingText : finished ? noMoreText : '\u00a0'}
    </div>
  );
}
