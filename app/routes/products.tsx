import type { Route } from './+types/products';
import { PageContainer } from '../components/ui/page-container';
import { PageHeading } from '../components/ui/page-heading';
import { ProductGrid } from '../features/catalog/product-grid';
import { toProductCardData } from '../features/catalog/product-summary';

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  return { products: products.map(toProductCardData), currency: context.config.STORE_CURRENCY };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, currency } = loaderData;
  const count = products.length;

  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title="All Products">
        <p aria-live="polite">
          {count} {count === 1 ? 'product' : 'products'}
        </p>
      </PageHeading>
      {count > 0 ? (
        <ProductGrid products={products} currency={currency} headingLevel={2} />
      ) : (
        <p className="text-sm text-muted">No products found.</p>
      )}
    </PageContainer>
  );
}
