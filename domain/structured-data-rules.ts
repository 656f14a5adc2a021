/**
 * The properties Google's structured data documentation marks required for the rich results
 * the store aims at (merchant listings with variants, shipping and returns; breadcrumbs; the
 * site's organisation). `structuredDataProblems` walks one JSON-LD block and names every
 * required property missing, so unit tests and the server-HTML test hold the pages to it.
 */
type Node = Record<string, unknown>;

const REQUIRED: Record<string, readonly string[]> = {
  ProductGroup: ['name', 'hasVariant', 'variesBy', 'productGroupID'],
  Product: ['name', 'image', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  OfferShippingDetails: ['shippingRate', 'shippingDestination', 'deliveryTime'],
  MonetaryAmount: ['value', 'currency'],
  DefinedRegion: ['addressCountry'],
  ShippingDeliveryTime: ['handlingTime', 'transitTime'],
  QuantitativeValue: ['minValue', 'maxValue', 'unitCode'],
  MerchantReturnPolicy: ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  OnlineStore: ['name', 'url'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Every required property missing in `data`, as "Type.property at path"; none when it is complete. */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  // Nodes written out in full somewhere; a bare {"@id"} elsewhere refers to one of them.
  const defined = new Set<string>();
  const references: { id: string; at: string }[] = [];

  function walk(value: unknown, at: string, parentType: string | null) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${at}[${index}]`, parentType));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    const type = typeof node['@type'] === 'string' ? node['@type'] : null;
    const id = typeof node['@id'] === 'string' ? node['@id'] : null;
    if (id !== null && Object.keys(node).length === 1) {
      references.push({ id, at });
      return;
    }
    if (id !== null && type !== null) defined.add(id);
    for (const property of (type && REQUIRED[type]) ?? []) {
      if (isEmpty(node[property])) problems.push(`${type}.${property} at ${at}`);
    }
    // A breadcrumb's items link to their pages, but for the last one (the page itself).
    if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
      const items = node.itemListElement as Node[];
      items.forEach((item, index) => {
        if (item.position !== index + 1) problems.push(`ListItem.position at ${at}.itemListElement[${index}]`);
        if (index < items.length - 1 && isEmpty(item.item))
          problems.push(`ListItem.item at ${at}.itemListElement[${index}]`);
      });
    }
    // A variant of a ProductGroup needs its own address, to tell it from its siblings.
    if (type === 'Product' && parentType === 'ProductGroup' && isEmpty(node.url)) problems.push(`Product.url at ${at}`);
    if (type === 'Offer' && typeof node.price === 'string' && !/^\d+(\.\d{1,2})?$/.test(node.price))
      problems.push(`Offer.price is not a number at ${at}`);
    for (const [key, child] of Object.entries(node)) walk(child, `${at}.${key}`, type ?? parentType);
  }

  walk(data, '$', null);
  for (const { id, at } of references) if (!defined.has(id)) problems.push(`@id ${id} is never defined (at ${at})`);
  return problems;
}
