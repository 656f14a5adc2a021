import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useReducer } from 'react';
import { cx } from '#app/components/ui/cx.ts';
import { ProductCard, type ProductCardData } from '#app/features/catalog/index.ts';
import { useCarousel } from './use-carousel';

/**
 * SPEC §9 slides per view: 1.1 on phones, growing to 2.5 (featured) or 3 (the others) on
 * wide screens. Widths are CSS, so the server-rendered row already has its final layout.
 */
const LAYOUTS = {
  featured: {
    slide: 'basis-[calc(100%/1.1)] sm:basis-[calc(100%/1.6)] md:basis-1/2 lg:basis-[40%]',
    sizes: '(min-width: 1400px) 540px, (min-width: 1024px) 40vw, (min-width: 768px) 50vw, 90vw',
  },
  standard: {
    slide: 'basis-[calc(100%/1.1)] sm:basis-1/2 md:basis-[40%] lg:basis-1/3',
    sizes:
      '(min-width: 1400px) 450px, (min-width: 1024px) 33vw, (min-width: 768px) 40vw, (min-width: 640px) 50vw, 90vw',
  },
} as const;

const arrowButton =
  'inline-flex size-10 items-center justify-center border border-ink/20 bg-white text-ink transition-colors hover:border-ink disabled:pointer-events-none disabled:opacity-30';

/**
 * A horizontal product slider with previous/next buttons. Keyboard users tab through the
 * cards (a focused card scrolls into view) or use the buttons.
 */
export function ProductSlider({
  products,
  currency,
  label,
  layout,
  loop = false,
}: {
  products: ProductCardData[];
  currency: string;
  /** Names the carousel for assistive technology, e.g. "Featured products". */
  label: string;
  layout: keyof typeof LAYOUTS;
  loop?: boolean;
}) {
  const [viewportRef, embla] = useCarousel({ loop, align: 'start', containScroll: 'trimSnaps' });
  // Re-render when the position changes; the button states are read from the carousel.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const viewportId = useId();
  const { slide, sizes } = LAYOUTS[layout];
  const { t } = useLingui();
  const count = products.length;
  const lowerLabel = label.toLowerCase();

  useEffect(() => {
    if (!embla) return;
    embla.on('select', refresh).on('reInit', refresh);
    return () => {
      embla.off('select', refresh).off('reInit', refresh);
    };
  }, [embla]);

  const canPrev = embla ? embla.canScrollPrev() : loop;
  const canNext = embla ? embla.canScrollNext() : count > 1;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={viewportRef} id={viewportId} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y lg:-ml-6">
          {products.map((product, index) => {
            const position = index + 1;
            return (
              <div
                key={product._id}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}`}
                className={cx('min-w-0 shrink-0 grow-0 pl-4 lg:pl-6', slide)}
              >
                <ProductCard product={product} currency={currency} sizes={sizes} />
              </div>
            );
          })}
        </div>
      </div>
      {canPrev || canNext ? (
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            aria-controls={viewportId}
            aria-label={t`Previous ${lowerLabel}`}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
            className={arrowButton}
          >
            <Icon node={ChevronLeft} aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </button>
          <button
            type="button"
            aria-controls={viewportId}
            aria-label={t`Next ${lowerLabel}`}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
            className={arrowButton}
          >
            <Icon node={ChevronRight} aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
