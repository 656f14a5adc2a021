import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '#app/lib/local-links.tsx';
import { metaI18n, metaLanguage, useCategoryName, useDomainText } from '#app/features/i18n/index.ts';
import { PRODUCT_TEXTS } from '#app/features/product/index.ts';
import type { Route } from './+types/product-detail';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { ProductError, ProductPrice, StarRating } from '#app/features/catalog/index.ts';
import { STORE_FACTS } from '#app/features/content/index.ts';
import { ChargedNote } from '#app/features/currency/index.ts';
import { FavouriteButton } from '#app/features/favourites/index.ts';
import {
  galleryImages,
  PRODUCT_ID_MISSING,
  PRODUCT_NOT_FOUND,
  productErrorMessage,
  productErrorMeta,
  ProductGallery,
  productMeta,
  productPath,
  ProductPurchase,
  selectedPrice,
  useProductSelection,
} from '#app/features/product/index.ts';
import { FitAdvice, ProductReviewsSection } from '#app/features/reviews/index.ts';
import { publicOrigin } from '#app/features/seo/index.ts';
import { offerTermsJsonLd } from '#app/features/seo/index.server.ts';
import { isEntityId } from '#domain/input-checks.ts';
import { fitAdviceView } from '#domain/fit-advice.ts';
import { toCents } from '#domain/money.ts';
import { languageOfPath, pathInLanguage } from '#domain/languages.ts';
import { productInLanguage } from '#domain/product-texts.ts';
import { REVIEW_PAGE_SIZE } from '#domain/review-rules.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = params.productId?.trim();
  if (!id) throw data({ message: PRODUCT_ID_MISSING }, { status: 400 });
  // Any other failure (the database, say) is thrown on, logged by the server, and shown
  // by the ErrorBoundary as 'Failed to fetch product details.'.
  // The first page of reviews comes with the product, so it is in the HTML search engines read.
  const [product, reviews, zones] = await Promise.all([
    context.services.catalog.getProduct(id),
    isEntityId(id) ? context.services.reviews.page(id, { limit: REVIEW_PAGE_SIZE }) : null,
    // Search engines read each offer's shipping from the zones (structured data only).
    context.services.shipping.offers(),
  ]);
  if (!product || !reviews) throw data({ message: PRODUCT_NOT_FOUND }, { status: 404 });
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    // Its name and description in the page's language (decision 62).
    product: productInLanguage(product, language),
    reviews,
    // What shoppers say about the fit, the rule applied here for every size (decision 65).
    fitAdvice: fitAdviceView(reviews.fit),
    // The store's promises the page states, in English; PRODUCT_TEXTS says them in the page's language.
    facts: { processingDays: STORE_FACTS.processingDays, returnWindow: STORE_FACTS.returnWindow },
    currency: context.config.STORE_CURRENCY,
    // Canonical and Open Graph URLs must be absolute; the request knows the public origin.
    origin: publicOrigin(context),
    // Built here, so the zones and the builders stay out of the page's scripts.
    offerTerms: offerTermsJsonLd(zones, context.config.STORE_CURRENCY, publicOrigin(context), {
      shippingPolicy: pathInLanguage(language, '/shipping-policy'),
      returnPolicy: pathInLanguage(language, '/refund-return-policy'),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const { language, categoryNames } = metaLanguage(matches);
  const texts = { language, categoryNames, i18n: metaI18n(matches) };
  return loaderData
    ? productMeta(
        loaderData.product,
        loaderData.origin,
        loaderData.currency,
        loaderData.reviews.reviews,
        texts,
        loaderData.offerTerms,
      )
    : productErrorMeta(productErrorMessage(error), texts);
};

/**
 * Choosing a colour or size only changes the query string; nothing needs loading again.
 * Asking again for the very same URL (the reviews section after a post or a delete) does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, currency, reviews, fitAdvice } = loaderData;
  const { selection, chooseColor, chooseSize } = useProductSelection(product);
  const { price, originalPrice } = selectedPrice(product, selection);
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const description = product.description.trim() || t`No description available.`;
  const numReviews = product.numReviews;
  const sayFact = useDomainText(PRODUCT_TEXTS);
  const processingDays = sayFact(loaderData.facts.processingDays);
  const returnWindow = sayFact(loaderData.facts.returnWindow);

  return (
    <PageContainer className="py-8 lg:py-12">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-xs uppercase tracking-[0.15em] text-muted lg:mb-10">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-ink">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-ink">
              <Trans>Products</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
        {/* Keyed by product and colour: a new colour starts the gallery on its own first photo. */}
        <ProductGallery
          key={`${product._id}-${selection.color ?? ''}`}
          images={galleryImages(product, selection.color)}
          name={product.name}
        />

        <div className="lg:py-4">
          <p className="text-xs uppercase tracking-[0.25em] text-muted">{categoryName(product.category)}</p>
          <h1 className="mt-3 text-2xl font-semibold uppercase tracking-[0.06em] lg:text-4xl">{product.name}</h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
            <ProductPrice price={price} originalPrice={originalPrice} currency={currency} className="text-xl" />
            {product.numReviews > 0 ? (
              <div className="flex items-center gap-2 text-xs text-neutral-600">
                <StarRating rating={product.averageRating} />
                <span>
                  (<Plural value={numReviews} one="# review" other="# reviews" />)
                </span>
              </div>
            ) : null}
            <FavouriteButton productId={product._id} productName={product.name} className="-my-2 ml-auto" />
          </div>
          <ChargedNote cents={toCents(price)} currency={currency} className="mt-2" />

          <div className="mt-8">
            <ProductPurchase
              key={product._id}
              product={product}
              currency={currency}
              selection={selection}
              onColor={chooseColor}
              onSize={chooseSize}
            />
            <FitAdvice advice={fitAdvice} size={selection.size} />
          </div>

          <div className="mt-8 border-t border-line pt-8">
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em]">
              <Trans>Description</Trans>
            </h2>
            <p className="mt-3 whitespace-pre-line text-sm leading-7 text-neutral-700">{description}</p>
          </div>

          <ul className="mt-8 space-y-2 border-t border-line pt-8 text-sm text-neutral-600">
            <li>
              <Trans>
                Ships in {processingDays}.{' '}
                <Link to="/shipping-policy" className="underline underline-offset-4 hover:text-ink">
                  Shipping Policy
                </Link>
              </Trans>
            </li>
            <li>
              <Trans>
                Free returns within {returnWindow}.{' '}
                <Link to="/refund-return-policy" className="underline underline-offset-4 hover:text-ink">
                  Refund &amp; Return Policy
                </Link>
              </Trans>
            </li>
          </ul>
        </div>
      </div>

      <ProductReviewsSection productId={product._id} productPath={productPath(product._id)} firstPage={reviews} />
    </PageContainer>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const say = useDomainText(PRODUCT_TEXTS);
  return <ProductError message={say(productErrorMessage(error))} />;
}
