import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { starBreakdown } from '#domain/catalog-display.ts';
import { StaticIsland } from '#app/lib/static-island.tsx';
import { formatCount } from '#app/lib/i18n-runtime.tsx';
import { useLanguage } from '#app/lib/local-links.tsx';

const starClass = 'size-3.5 shrink-0';

/**
 * Five stars for an average rating with a half star from a fraction of 0.5 (SPEC §9).
 * The picture is hidden from assistive technology, which reads the number instead. Five
 * drawings of a dozen elements that only show: the page's first load keeps the server's
 * (a product page with its reviews has one row per review).
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <StaticIsland deps={[rating, className]}>
      <Stars rating={rating} className={className} />
    </StaticIsland>
  );
}

function Stars({ rating, className }: { rating: number; className?: string }) {
  const { full, half, empty } = starBreakdown(rating);
  const rounded = formatCount(useLanguage(), Math.round(rating * 10) / 10);
  const stars = [
    ...Array.from({ length: full }, () => 'full' as const),
    ...Array.from({ length: half }, () => 'half' as const),
    ...Array.from({ length: empty }, () => 'empty' as const),
  ];
  return (
    <p className={cx('flex items-center gap-0.5 text-ink', className)}>
      <span className="sr-only">
        <Trans>Rated {rounded} out of 5</Trans>
      </span>
      {stars.map((kind, index) =>
        kind === 'half' ? (
          <span key={index} aria-hidden="true" className="relative inline-flex">
            <Icon node={Star} className={cx(starClass, 'text-neutral-300')} strokeWidth={1.5} />
            {/* The filled star clipped to its left half. */}
            <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
              <Icon node={Star} className={starClass} fill="currentColor" strokeWidth={1.5} />
            </span>
          </span>
        ) : (
          <Icon
            node={Star}
            key={index}
            aria-hidden="true"
            className={cx(starClass, kind === 'empty' && 'text-neutral-300')}
            fill={kind === 'full' ? 'currentColor' : 'none'}
            strokeWidth={1.5}
          />
        ),
      )}
    </p>
  );
}
