/**
 * Meta's catalogue (Commerce Manager's data feed): a CSV file whose header names Meta's
 * fields, one record per colour and size, grouped by product with `item_group_id`.
 */
import type { FeedItem } from '#domain/product-feeds.ts';
import { csvLine } from './csv';

/** Meta's required fields first, then the ones a clothing catalogue's variants need. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'color',
  'size',
  'sale_price',
  'sale_price_effective_date',
  'additional_image_link',
  'product_type',
] as const;

/** Meta writes availability with a space where Google writes an underscore. */
const AVAILABILITY = { in_stock: 'in stock', out_of_stock: 'out of stock' } as const;

export const META_FEED_HEADER = csvLine(META_COLUMNS);

function record(item: FeedItem): string {
  const values: Record<(typeof META_COLUMNS)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: AVAILABILITY[item.availability],
    condition: item.condition,
    price: item.price,
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    item_group_id: item.itemGroupId,
    color: item.color,
    size: item.size,
    sale_price: item.sale?.price ?? '',
    sale_price_effective_date: item.sale?.effectiveDate ?? '',
    // Several in one cell, comma-separated, as Meta reads them.
    additional_image_link: item.additionalImageLinks.join(','),
    product_type: item.productType,
  };
  return csvLine(META_COLUMNS.map((column) => values[column]));
}

/** One product's records. */
export function metaRecords(items: readonly FeedItem[]): string {
  return items.map(record).join('');
}
