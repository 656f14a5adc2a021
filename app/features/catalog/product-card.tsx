import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#app/lib/local-links.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import { CATALOG_TEXTS } from './catalog-texts';
import { cx } from '#app/components/ui/cx.ts';
import { StaticIsland } from '#app/lib/static-island.tsx';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import type { ProductCardData } from './product-summary';
import { StarRating } from './star-rating';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';
import { FavouriteButton } from '#app/features/favourites/index.ts';

type ProductCardProps = {
  product: ProductCardData;
  currency: string;
  /** Above-the-fold cards load their image eagerly and first. */
  priority?: boolean;
  /** Keeps the page outline in order: 2 under a page h1, 3 under a section h2. */
  headingLevel?: 2 | 3;
  /** The image's rendered width per breakpoint, for srcset. */
  sizes?: string;
};

/**
 * A product in a grid or slider (SPEC §2 "Product card"): image, name, two lines of
 * description, price, discount badge and — once reviewed — the star rating.
 * The whole card is one link to the product page. It only shows, so a page's first load
 * keeps the server's card instead of hydrating it (a home page holds three dozen). The
 * heart over the image's corner is the one live part, beside the island, above its link.
 */
export function ProductCard(props: ProductCardProps) {
  const { product, currency, priority, headingLevel, sizes } = props;
  return (
    <div className="relative h-full">
      <StaticIsland deps={[product, currency, priority, headingLevel, sizes]}>
        <CardContent {...props} />
      </StaticIsland>
      <FavouriteButton
        productId={product._id}
        productName={product.name}
        className="absolute right-1.5 top-1.5 z-10 bg-white/85 backdrop-blur-sm"
      />
    </div>
  );
}

function CardContent({
  product,
  currency,
  priority = false,
  headingLevel = 3,
  sizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
}: ProductCardProps) {
  const { t } = useLingui();
  const say = useDomainText(CATALOG_TEXTS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = product.description.trim() || t`No description available.`;
  const soldOut = say(SOLD_OUT_TEXT);
  const percent = product.discountPercent;

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden">
        <ProductImage
          src={product.image}
          alt={product.name}
          priority={priority}
          sizes={sizes}
          className={cx(
            'transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100',
            product.soldOut && 'opacity-60',
          )}
        />
        {/* Screen readers hear "sold out" in the link's name below; this is the visible mark. */}
        {product.soldOut ? (
          <span
            aria-hidden="true"
            data-sold-out=""
            className="absolute bottom-3 left-3 bg-ink px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.15em] text-white"
          >
            {soldOut}
          </span>
        ) : null}
        {percent ? (
          <span className="absolute left-3 top-3 bg-sale px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.15em] text-white">
            <Trans>{percent}% OFF</Trans>
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
            {product.soldOut ? <span className="sr-only"> ({soldOut.toLowerCase()})</span> : null}
          </Link>
        </Heading>
        <p className="line-clamp-2 min-h-10 text-xs leading-5 text-muted">{description}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <ProductPrice
            price={product.price}
            originalPrice={product.originalPrice}
            currency={currency}
            from={product.priceFrom}
            className="text-sm"
          />
          {product.averageRating > 0 ? <StarRating rating={product.averageRating} /> : null}
        </div>
      </div>
    </article>
  );
}
