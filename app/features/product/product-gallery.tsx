import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { cx } from '#app/components/ui/cx.ts';
import { ProductImage, useColorName } from '#app/features/catalog/index.ts';
import { PhotoZoom } from './photo-zoom';
import type { GalleryImage } from './product-options';

/** How far a finger must travel sideways before it counts as a swipe. */
const SWIPE_PX = 40;

const arrowButton =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center bg-white/85 text-ink shadow-sm transition-opacity hover:bg-white focus-visible:opacity-100';

/**
 * The product photos (SPEC §2 image gallery): one large picture, thumbnails to pick
 * another, arrow keys while the picture has focus, previous/next buttons and a sideways
 * swipe on touch screens. The large picture loads first and eagerly; thumbnails lazily.
 */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useLingui();
  const colorName = useColorName();
  const [chosen, setChosen] = useState(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const current = images[index];
  const multiple = count > 1;

  const sizes = '(min-width: 1024px) 45vw, 100vw';
  if (!current) return <ProductImage src={null} alt={name} priority sizes={sizes} />;

  const show = (next: number) => setChosen(((next % count) + count) % count);
  const colorOf = (image: GalleryImage) => colorName(image.color);
  const altFor = (image: GalleryImage, position: number) => {
    const color = colorOf(image);
    const number = position + 1;
    return multiple ? t`${name} in ${color}, image ${number} of ${count}` : t`${name} in ${color}`;
  };
  const currentColor = colorOf(current);
  const currentNumber = index + 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(point.clientY - start.y)) show(index + (dx < 0 ? 1 : -1));
  };

  const picture = <ProductImage src={current.src} alt={altFor(current, index)} priority sizes={sizes} />;
  const zoom = <PhotoZoom src={current.src} alt={altFor(current, index)} />;
  if (!multiple)
    return (
      <div className="relative">
        {picture}
        {zoom}
      </div>
    );

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t`${name} photos`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="group relative flex-1 touch-pan-y outline-offset-4"
      >
        {picture}
        {zoom}
        <button
          type="button"
          aria-label={t`Previous photo`}
          onClick={() => show(index - 1)}
          className={cx(arrowButton, 'left-3')}
        >
          <Icon node={ChevronLeft} aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
        <button
          type="button"
          aria-label={t`Next photo`}
          onClick={() => show(index + 1)}
          className={cx(arrowButton, 'right-3')}
        >
          <Icon node={ChevronRight} aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {t`Photo ${currentNumber} of ${count}: ${currentColor}`}
        </p>
      </div>

      <ul aria-label={t`Photos`} className="flex gap-2 overflow-x-auto lg:w-20 lg:flex-col lg:overflow-visible">
        {images.map((image, position) => {
          const number = position + 1;
          const color = colorOf(image);
          return (
            <li key={image.src} className="w-16 shrink-0 lg:w-20">
              <button
                type="button"
                aria-label={t`Show photo ${number}: ${color}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setChosen(position)}
                className={cx(
                  'block w-full border transition-opacity',
                  position === index ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ProductImage src={image.src} alt="" sizes="80px" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
