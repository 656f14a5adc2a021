/**
 * Google Merchant Center's feed: RSS 2.0 with the `g:` namespace, one `<item>` per colour
 * and size (its product data specification). Written as one string from the items' parts,
 * each item once, so a catalogue ten times larger takes ten times as long.
 */
import type { FeedItem, FeedShipping } from '#domain/product-feeds.ts';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Characters XML 1.0 does not allow at all: controls other than tab and line ends, U+FFFE and U+FFFF… */
// eslint-disable-next-line no-control-regex -- these control characters are what must go
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** …and halves of a surrogate pair without the other. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: escaped, and without the characters no XML parser accepts. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(LONE_SURROGATE, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const element = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`;

function itemXml(item: FeedItem, shipping: string): string {
  const parts = [
    element('g:id', item.id),
    element('g:item_group_id', item.itemGroupId),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => element('g:additional_image_link', url)),
    element('g:availability', item.availability),
    element('g:price', item.price),
    ...(item.sale
      ? [element('g:sale_price', item.sale.price), element('g:sale_price_effective_date', item.sale.effectiveDate)]
      : []),
    element('g:brand', item.brand),
    // No GTIN or MPN: the store's own brand makes its own clothes.
    element('g:identifier_exists', 'no'),
    element('g:condition', item.condition),
    element('g:color', item.color),
    element('g:size', item.size),
    element('g:product_type', item.productType),
    shipping,
  ];
  return `<item>${parts.join('')}</item>\n`;
}

/** The `g:shipping` elements every item repeats, written once per feed. */
export function shippingXml(shipping: readonly FeedShipping[]): string {
  return shipping
    .map(
      (s) =>
        `<g:shipping>${element('g:country', s.country)}${element('g:service', s.service)}${element('g:price', s.price)}` +
        `${element('g:min_handling_time', s.minHandlingDays)}${element('g:max_handling_time', s.maxHandlingDays)}` +
        `${element('g:min_transit_time', s.minTransitDays)}${element('g:max_transit_time', s.maxTransitDays)}</g:shipping>`,
    )
    .join('');
}

export interface ChannelInfo {
  title: string;
  link: string;
  description: string;
}

/** The document's start, up to its first item. */
export function googleFeedStart(channel: ChannelInfo): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `${element('title', channel.title)}\n${element('link', channel.link)}\n${element('description', channel.description)}\n`
  );
}

export const GOOGLE_FEED_END = '</channel>\n</rss>\n';

/** One product's items as XML, given the feed's shipping elements. */
export function googleItems(items: readonly FeedItem[], shipping: string): string {
  return items.map((item) => itemXml(item, shipping)).join('');
}
