import { ProductCard } from './product-card';
import type { ProductCardData } from './product-summary';

/** Responsive product grid: 2 columns on phones, up to 4 on wide screens. */
export function ProductGrid({
  products,
  currency,
  eagerCount = 4,
  headingLevel = 3,
}: {
  products: ProductCardData[];
  currency: string;
  /** How many leading cards are likely above the fold and load eagerly. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-14">
      {products.map((product, index) => (
        // Cards past the first screen are laid out when they near it.
        <li
          key={product._id}
          className={
            index < eagerCount ? undefined : 'render-when-near [--near-height:22.5rem] lg:[--near-height:27rem]'
          }
        >
          <ProductCard
            product={product}
            currency={currency}
            priority={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
