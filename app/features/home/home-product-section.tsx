import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import type { HomeContent, HomeList } from './home-content';
import type { HomeContentSource } from './home-data';
import { HomeContentView } from './home-content-view';
import { ProductSlider } from './product-slider';

function Status({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return <p className={tone === 'error' ? 'py-10 text-sm text-sale' : 'py-10 text-sm text-muted'}>{children}</p>;
}

/**
 * One product slider section of the home page with its SPEC §2 states: 'Loading...',
 * the failure text, the empty text, or the slider. The heading's count appears once known.
 */
export function HomeProductSection({
  id,
  title,
  source,
  pick,
  emptyText,
  currency,
  layout,
  loop = false,
  label,
  viewAllTo,
}: {
  id: string;
  /** The heading; `count` is undefined until the list is known. */
  title: (count: number | undefined) => ReactNode;
  source: HomeContentSource;
  pick: (content: HomeContent) => HomeList;
  emptyText: ReactNode;
  currency: string;
  layout: 'featured' | 'standard';
  loop?: boolean;
  /** The carousel's accessible name. */
  label: string;
  /** The listing of exactly this section, so it shows the count the heading shows. */
  viewAllTo: string;
}) {
  const titleId = `${id}-title`;
  const header = (count: number | undefined) => (
    <div className="mb-8 flex items-end justify-between gap-4 lg:mb-10">
      <h2 id={titleId} className="text-xl font-semibold tracking-[0.12em] lg:text-2xl">
        {title(count)}
      </h2>
      <ButtonLink to={viewAllTo} variant="ghost" className="shrink-0 pb-1" aria-describedby={titleId}>
        <Trans>View All</Trans>
      </ButtonLink>
    </div>
  );
  const failed = (
    <>
      {header(undefined)}
      <Status tone="error">
        <Trans>Failed to load products. Please try again later.</Trans>
      </Status>
    </>
  );

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="render-when-near scroll-mt-24 pt-16 [--near-height:46rem] lg:pt-24 lg:[--near-height:56rem]"
    >
      <PageContainer>
        <HomeContentView
          source={source}
          loading={
            <>
              {header(undefined)}
              <Status>
                <Trans>Loading...</Trans>
              </Status>
            </>
          }
          failed={failed}
        >
          {(content) => {
            const list = pick(content);
            return (
              <>
                {header(list.total)}
                {list.products.length > 0 ? (
                  <ProductSlider
                    products={list.products}
                    currency={currency}
                    layout={layout}
                    loop={loop}
                    label={label}
                  />
                ) : (
                  <Status>{emptyText}</Status>
                )}
              </>
            );
          }}
        </HomeContentView>
      </PageContainer>
    </section>
  );
}
