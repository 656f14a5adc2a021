/**
 * One rule for matching category names (decision 0019): a product's category, a category
 * discount's category and a category coupon's target are the same category when they are
 * equal after trimming and ignoring case. "Jackets", "jackets " and "JACKETS" are one.
 */

/** The form a category name is compared in. */
export function categoryKey(name: string): string {
  return name.trim().toLowerCase();
}

export function sameCategory(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && categoryKey(a) === categoryKey(b);
}
