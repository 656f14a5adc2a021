import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { ProductImage } from '#app/features/catalog/index.ts';
import { InlineSearch } from '#app/features/search/index.ts';
import type { HomeContent } from './home-content';
import type { HomeContentSource } from './home-data';
import { HomeContentView } from './home-content-view';

const IMAGE_SIZES = '(min-width: 1400px) 320px, (min-width: 1024px) 23vw, 45vw';
const OFFSET = 'mt-10 lg:mt-16';

function HeroPlaceholders() {
  return (
    <>
      <div aria-hidden="true" className="aspect-[4/5] w-full bg-[#e9e5de]" />
      <div aria-hidden="true" className={`aspect-[4/5] w-full bg-[#e9e5de] ${OFFSET}`} />
    </>
  );
}

/** Two featured garments beside the hero text; plain panels keep the space while they load. */
function HeroImages({ content }: { content: HomeContent }) {
  const images = content.featured.products.filter((product) => product.image).slice(0, 2);
  if (images.length < 2) return <HeroPlaceholders />;
  return images.map((product, index) => (
    <ProductImage
      key={product._id}
      src={product.image}
      alt={product.name}
      priority
      sizes={IMAGE_SIZES}
      className={index === 1 ? OFFSET : undefined}
    />
  ));
}

/** SPEC §2 hero: 'NEW COLLECTION, Summer {year}', About Us and Go To Shop; the inline search on large screens. */
export function HomeHero({ year, source }: { year: number; source: HomeContentSource }) {
  return (
    <section aria-labelledby="hero-title" className="bg-[#f3f1ed]">
      <PageContainer className="grid items-center gap-10 py-14 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <div>
          <h1 id="hero-title">
            <span className="block text-xs font-medium tracking-[0.35em] text-muted lg:text-sm">
              <Trans>NEW COLLECTION</Trans>
            </span>
            <span className="sr-only">, </span>
            <span className="mt-4 block text-4xl font-semibold uppercase tracking-[0.04em] sm:text-5xl lg:text-7xl">
              <Trans>Summer {year}</Trans>
            </span>
          </h1>
          <p className="mt-6 max-w-md text-sm leading-6 text-neutral-600 lg:text-base lg:leading-7">
            <Trans>
              Light layers, clean lines and colours for long days. Designed in Kyrgyzstan, shipped worldwide.
            </Trans>
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/about-us" variant="secondary" size="lg">
              <Trans>About Us</Trans>
            </ButtonLink>
            <ButtonLink to="/products" size="lg">
              <Trans>Go To Shop</Trans>
            </ButtonLink>
          </div>
          <InlineSearch className="mt-10 hidden max-w-lg lg:block" />
        </div>
        <div className="grid grid-cols-2 gap-3 lg:gap-5">
          <HomeContentView source={source} loading={<HeroPlaceholders />} failed={<HeroPlaceholders />}>
            {(content) => <HeroImages content={content} />}
          </HomeContentView>
        </div>
      </PageContainer>
    </section>
  );
}
