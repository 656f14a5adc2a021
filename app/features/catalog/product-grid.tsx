import { memo, type ComponentProps } from 'react';
import { HydrateWhenVisible } from '#app/lib/hydrate-when-visible.tsx';
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
        <li key={product._id}>
          <GridCard product={product} currency={currency} priority={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Each card hydrates when it comes near the screen (decision 56): a listing's first load
 * hydrates the first row or two, not twenty cards. The card's props come from the loader's
 * data, so the page's own re-renders (a filter chosen, the drawer opened) leave it waiting.
 */
const GridCard = memo(function GridCard(props: ComponentProps<typeof ProductCard>) {
  return (
    <HydrateWhenVisible>
      <ProductCard {...props} />
    </HydrateWhenVisible>
  );
});
