import type { HomeContentSource } from './home-data';
import { HomeContentView } from './home-content-view';
import { TopBanner } from './top-banner';

/** The category-discount banner, when a category discount is active (SPEC §4). */
export function HomeBanner({ source }: { source: HomeContentSource }) {
  return (
    <HomeContentView source={source} loading={null} failed={null}>
      {(content) =>
        content.banner ? (
          <TopBanner text={content.banner.text} href={`/products?category=${encodeURIComponent(content.banner.category)}`} />
        ) : null
      }
    </HomeContentView>
  );
}
