import type { Route } from './+types/home';
import { ButtonLink } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { ProductGrid } from '../features/catalog/product-grid';
import { ProductImage } from '../features/catalog/product-image';
import { toProductCardData, totalStock } from '../features/catalog/product-summary';

const FEATURED_LIMIT = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  // SPEC §4: featured means flagged and with stock left in some size.
  const featured = products
    .filter((product) => product.isFeatured && totalStock(product) > 0)
    .slice(0, FEATURED_LIMIT)
    .map(toProductCardData);
  return { featured, currency: context.config.STORE_CURRENCY, year: new Date().getFullYear() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, currency, year } = loaderData;
  const heroImages = featured.filter((product) => product.image).slice(0, 2);

  return (
    <>
      <section aria-labelledby="hero-title" className="bg-[#f3f1ed]">
        <PageContainer className="grid items-center gap-10 py-14 lg:grid-cols-2 lg:gap-16 lg:py-20">
          <div>
            <h1 id="hero-title" className="uppercase">
              <span className="block text-xs font-medium tracking-[0.35em] text-muted lg:text-sm">New Collection</span>
              <span className="sr-only">, </span>
              <span className="mt-4 block text-4xl font-semibold tracking-[0.04em] sm:text-5xl lg:text-7xl">Summer {year}</span>
            </h1>
            <p className="mt-6 max-w-md text-sm leading-6 text-neutral-600 lg:text-base lg:leading-7">
              Light layers, clean lines and colours for long days. Designed in Kyrgyzstan, shipped worldwide.
            </p>
            <div className="mt-10 flex flex-wrap gap-3">
              <ButtonLink to="/about-us" variant="secondary" size="lg">
                About Us
              </ButtonLink>
              <ButtonLink to="/products" size="lg">
                Go To Shop
              </ButtonLink>
            </div>
          </div>
          {heroImages.length > 0 ? (
            <div className="grid grid-cols-2 gap-3 lg:gap-5">
              {heroImages.map((product, index) => (
                <ProductImage
                  key={product._id}
                  src={product.image}
                  alt={product.name}
                  priority
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  className={index === 1 ? 'mt-10 lg:mt-16' : undefined}
                />
              ))}
            </div>
          ) : null}
        </PageContainer>
      </section>

      <section aria-labelledby="featured-title" className="pt-16 lg:pt-24">
        <PageContainer>
          <div className="mb-8 flex items-center justify-between gap-4 lg:mb-10">
            <h2 id="featured-title" className="text-xl font-semibold uppercase tracking-[0.12em] lg:text-2xl">
              Featured
            </h2>
            <ButtonLink to="/products" variant="ghost">
              View All
            </ButtonLink>
          </div>
          {featured.length > 0 ? (
            <ProductGrid products={featured} currency={currency} eagerCount={0} />
          ) : (
            <p className="text-sm text-muted">No featured products found.</p>
          )}
        </PageContainer>
      </section>
    </>
  );
}
