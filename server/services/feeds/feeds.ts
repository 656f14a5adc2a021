/**
 * The product feeds (decision 69): Google Merchant Center's XML and Meta's CSV, in each of
 * the storefront's languages, made from the catalogue's own reads (its products, with their
 * sizes' discounted prices) and the shipping zones. Each feed is written once per catalogue
 * cache window (catalog/cache.ts): a product, discount or zone edit moves the version and
 * the next request writes it again; until then every request is answered from memory, and
 * an unchanged catalogue written again gives the same bytes, so the same digest.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { categoryKey } from '#domain/categories.ts';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language, type TranslatedLanguage } from '#domain/languages.ts';
import { productInLanguage } from '#domain/product-texts.ts';
import { feedItems, feedShipping, type FeedContext } from '#domain/product-feeds.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import type { ShippingZoneOffer } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';
import { GOOGLE_FEED_END, googleFeedStart, googleItems, shippingXml } from './google-feed';
import { META_FEED_HEADER, metaRecords } from './meta-feed';

export type FeedKind = 'google' | 'meta';

/**
 * A feed as written, kept only gzipped: a large catalogue's Google feed is hundreds of
 * megabytes of repetitive XML (every item names its shipping) and a twentieth of that
 * compressed, and the services that fetch feeds all accept gzip. The text never exists
 * whole in memory: it is compressed as it is written.
 */
export interface RenderedFeed {
  gzipped: Uint8Array<ArrayBuffer>;
  /** Bytes of the text before compression. */
  length: number;
  /** Base64url SHA-256 of the text: the same feed has the same digest in every process. */
  digest: string;
}

/** Compresses and hashes text given in parts, holding only the compressed bytes. */
function gzipWriter() {
  const gzip = zlib.createGzip();
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let length = 0;
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    async write(text: string): Promise<void> {
      hash.update(text);
      length += Buffer.byteLength(text);
      if (!gzip.write(text)) await once(gzip, 'drain');
    },
    async end(): Promise<RenderedFeed> {
      gzip.end();
      await once(gzip, 'end');
      const bytes = Buffer.concat(chunks);
      return {
        gzipped: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
        length,
        digest: hash.digest('base64url'),
      };
    },
  };
}

export interface FeedServiceDeps {
  /** The catalogue's cached reads (catalog/cache.ts), whose window the feeds are kept for. */
  catalog: {
    listProducts(): Promise<ApiProduct[]>;
    categoryNames(language: TranslatedLanguage): Promise<Record<string, string>>;
    cacheWindow(): Promise<object | null>;
  };
  shipping: { offers(): Promise<ShippingZoneOffer[]> };
  /** The store's public origin: every link and image in a feed is absolute. */
  publicUrl: string;
  currency: string;
  clock?: () => Date;
}

/** Products written between two turns of the event loop, so a large feed does not hold up other requests. */
const PRODUCTS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createFeedService(deps: FeedServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const origin = new URL(deps.publicUrl).origin;
  /** Per cache window: dropped with it, so at most one window's feeds are held. */
  const kept = new WeakMap<object, Map<string, Promise<RenderedFeed>>>();

  async function write(kind: FeedKind, language: Language): Promise<RenderedFeed> {
    const [products, zones, names] = await Promise.all([
      deps.catalog.listProducts(),
      deps.shipping.offers(),
      language === DEFAULT_LANGUAGE ? {} : deps.catalog.categoryNames(language),
    ]);
    const shipping = feedShipping(zones, deps.currency);
    const context: FeedContext = {
      origin,
      currency: deps.currency,
      language,
      categoryName: (category) => (names as Record<string, string>)[categoryKey(category)] ?? category,
      shipping,
      now: clock(),
    };
    const sharedShipping = shippingXml(shipping);
    const out = gzipWriter();
    await out.write(
      kind === 'google'
        ? googleFeedStart({
            title: STORE_NAME,
            link: `${origin}${pathInLanguage(language, '/')}`,
            description: `${STORE_NAME}: every colour and size on sale`,
          })
        : META_FEED_HEADER,
    );
    for (let i = 0; i < products.length; i += 1) {
      if (i > 0 && i % PRODUCTS_PER_TURN === 0) await nextTurn();
      const items = feedItems(productInLanguage(products[i]!, language), context);
      await out.write(kind === 'google' ? googleItems(items, sharedShipping) : metaRecords(items));
    }
    if (kind === 'google') await out.write(GOOGLE_FEED_END);
    return out.end();
  }

  return {
    /** The feed for this moment: from memory while the catalogue's cache window lasts. */
    async feed(kind: FeedKind, language: Language): Promise<RenderedFeed> {
      const window = await deps.catalog.cacheWindow();
      if (!window) return write(kind, language);
      let feeds = kept.get(window);
      if (!feeds) kept.set(window, (feeds = new Map()));
      const key = `${kind}:${language}`;
      let feed = feeds.get(key);
      if (!feed) {
        const written = write(kind, language);
        feeds.set(key, written);
        // A failure is not kept: the next request tries again.
        written.catch(() => {
          if (feeds.get(key) === written) feeds.delete(key);
        });
        feed = written;
      }
      return feed;
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
