import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/product-detail';
import { PageContainer } from '../components/ui/page-container';
import { ProductError } from '../features/catalog/product-error';
import { ProductImage } from '../features/catalog/product-image';
import { ProductPrice } from '../features/catalog/product-price';
import { displayPrice, firstImage, variantColors } from '../features/catalog/product-summary';
import { STORE_FACTS } from '../features/content/store-facts';
import { STORE_NAME } from '../../domain/store';

const NOT_FOUND_MESSAGE = 'Product not found.';
const NO_DESCRIPTION = 'No description available.';

export async function loader({ context, params }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.productId);
  if (!product) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return { product, currency: context.config.STORE_CURRENCY };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Product not found | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  const { product } = loaderData;
  const title = `${product.name} | ${STORE_NAME}`;
  const description = product.description || NO_DESCRIPTION;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, currency } = loaderData;
  const { price, originalPrice } = displayPrice(product);
  const colors = variantColors(product);

  return (
    <PageContainer className="py-8 lg:py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-xs uppercase tracking-[0.15em] text-muted lg:mb-10">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-ink">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-ink">
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
        <ProductImage src={firstImage(product)} alt={product.name} priority sizes="(min-width: 1024px) 50vw, 100vw" />

        <div className="lg:py-4">
          <p className="text-xs uppercase tracking-[0.25em] text-muted">{product.category}</p>
          <h1 className="mt-3 text-2xl font-semibold uppercase tracking-[0.06em] lg:text-4xl">{product.name}</h1>
          <ProductPrice price={price} originalPrice={originalPrice} currency={currency} className="mt-5 text-xl" />

          {colors.length > 0 ? (
            <div className="mt-8">
              <h2 className="text-xs font-semibold uppercase tracking-[0.2em]">
                {colors.length === 1 ? 'Colour' : 'Colours'}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {colors.map((color) => (
                  <li key={color} className="border border-line px-3 py-1.5 text-sm">
                    {color}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="mt-8 border-t border-line pt-8">
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em]">Description</h2>
            <p className="mt-3 whitespace-pre-line text-sm leading-7 text-neutral-700">
              {product.description || NO_DESCRIPTION}
            </p>
          </div>

          <ul className="mt-8 space-y-2 border-t border-line pt-8 text-sm text-neutral-600">
            <li>
              Ships in {STORE_FACTS.processingDays}.{' '}
              <Link to="/shipping-policy" className="underline underline-offset-4 hover:text-ink">
                Shipping Policy
              </Link>
            </li>
            <li>
              Free returns within {STORE_FACTS.returnWindow}.{' '}
              <Link to="/refund-return-policy" className="underline underline-offset-4 hover:text-ink">
                Refund &amp; Return Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? ((error.data as { message?: string } | null)?.message ?? NOT_FOUND_MESSAGE)
      : 'Failed to fetch product details.';
  return <ProductError message={message} />;
}
