import { Link } from 'react-router';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import type { ProductCardData } from './product-summary';

/** A product in a grid or slider: the whole card is one link to the product page. */
export function ProductCard({
  product,
  currency,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductCardData;
  currency: string;
  priority?: boolean;
  /** Keeps the page outline in order: 2 under a page h1, 3 under a section h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discountPercent =
    product.price < product.originalPrice && product.originalPrice > 0
      ? Math.round((1 - product.price / product.originalPrice) * 100)
      : 0;

  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden">
        <ProductImage
          src={product.image}
          alt={product.name}
          priority={priority}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
        {discountPercent > 0 ? (
          <span className="absolute left-3 top-3 bg-sale px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.15em] text-white">
            {discountPercent}% OFF
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1.5">
        <Heading className="text-sm font-medium uppercase tracking-[0.08em]">
          {/* The stretched link makes the whole card clickable while the link's name stays the product name. */}
          <Link
            to={`/products/${product._id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ink"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-xs leading-5 text-muted">{product.description || 'No description available.'}</p>
        <ProductPrice price={product.price} originalPrice={product.originalPrice} currency={currency} className="mt-1 text-sm" />
      </div>
    </article>
  );
}
