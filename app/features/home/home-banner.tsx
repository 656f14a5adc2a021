import type { HomeContentSource } from './home-data';
import { HomeContentView } from './home-content-view';
import { TopBanner } from './top-banner';

/** The category-discount banner, when a category discount is active (SPEC §4). */
export function HomeBanner({ source }: { source: HomeContentSource }) {
  return (
    // A fragment, not null, when loading failed: Await rethrows to the route's error screen
    // without an errorElement.
    <HomeContentView source={source} loading={null} failed={<></>}>
      {(content) =>
        content.banner ? (
          <TopBanner
            text={content.banner.text}
            href={`/products?category=${encodeURIComponent(content.banner.category)}`}
          />
        ) : null
      }
    </HomeContentView>
  );
}
