import { Suspense } from 'react';
import { Await } from 'react-router';
import type { HomeContent } from './home-content';
import type { HomeContentSource } from './home-data';
import { TopBanner } from './top-banner';

/** The category-discount banner, when a category discount is active (SPEC §4). */
export function HomeBanner({ source }: { source: HomeContentSource }) {
  if (source === null) return null;
  return (
    <Suspense fallback={null}>
      {/* A fragment, not null: without an errorElement, Await rethrows to the route's error screen. */}
      <Await resolve={source} errorElement={<></>}>
        {(content: HomeContent) =>
          content.banner ? (
            <TopBanner text={content.banner.text} href={`/products?category=${encodeURIComponent(content.banner.category)}`} />
          ) : null
        }
      </Await>
    </Suspense>
  );
}
