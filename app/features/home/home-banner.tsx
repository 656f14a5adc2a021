import { useLingui } from '@lingui/react/macro';
import { useCategoryName } from '#app/features/i18n/index.ts';
import { LANGUAGE_LOCALES } from '#domain/languages.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import type { CategoryBanner } from '#domain/catalog-display.ts';
import type { HomeContentSource } from './home-data';
import { HomeContentView } from './home-content-view';
import { TopBanner } from './top-banner';

/** The parts of the domain's banner text: the discount ("20%" or an amount) and the category. */
const BANNER_TEXT = /^LIMITED TIME: GET (.+) OFF ON ALL (.+)!$/;

/** The category-discount banner, when a category discount is active (SPEC §4). */
export function HomeBanner({ source }: { source: HomeContentSource }) {
  return (
    // A fragment, not null, when loading failed: Await rethrows to the route's error screen
    // without an errorElement.
    <HomeContentView source={source} loading={null} failed={<></>}>
      {(content) => (content.banner ? <Banner banner={content.banner} /> : null)}
    </HomeContentView>
  );
}

function Banner({ banner }: { banner: CategoryBanner }) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const parts = BANNER_TEXT.exec(banner.text);
  let label = banner.text;
  if (parts) {
    const discount = parts[1]!;
    const category = categoryName(banner.category).toLocaleUpperCase(locale);
    label = t`LIMITED TIME: GET ${discount} OFF ON ALL ${category}!`;
  }
  return (
    <TopBanner text={banner.text} label={label} href={`/products?category=${encodeURIComponent(banner.category)}`} />
  );
}
