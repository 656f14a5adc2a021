import { Trans } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH, productImageSrcSet } from '#domain/images.ts';

/** A product photo in the 4:5 frame, or a neutral placeholder when the product has none. */
export function ProductImage({
  src,
  alt,
  priority = false,
  sizes,
  className,
}: {
  src: string | null;
  alt: string;
  /** Above-the-fold images load eagerly and first; the rest lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const frame = cx('aspect-[4/5] w-full bg-neutral-100', className);
  if (!src) {
    return (
      <div role="img" aria-label={alt} className={cx(frame, 'flex items-center justify-center')}>
        <span aria-hidden="true" className="text-xs uppercase tracking-[0.3em] text-neutral-400">
          <Trans>No image</Trans>
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={productImageSrcSet(src)}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      sizes={sizes}
      className={cx(frame, 'object-cover')}
    />
  );
}
