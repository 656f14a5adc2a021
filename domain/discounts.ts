import { expiresInFuture } from './expiry';
import type { Cents } from './money';

/** A size's own discount (SPEC §3 Size.discount). */
export interface SizeDiscount {
  percentage: number;
  expiresAt: Date | null;
}

/** A category-wide discount: a percentage or a flat amount (SPEC §3 categoryDiscount). */
export interface CategoryDiscount {
  percentage: number;
  flatAmountCents: Cents;
  expiresAt: Date | null;
}

/** SPEC §4: a discount is active only if it has an expiresAt in the future (domain/expiry). */
export function isDiscountActive(discount: { expiresAt: Date | null } | null | undefined, now: Date): boolean {
  return expiresInFuture(discount?.expiresAt, now);
}

function applyPercentage(priceCents: Cents, percentage: number): Cents {
  const bounded = Math.min(Math.max(percentage, 0), 100);
  return Math.round((priceCents * (100 - bounded)) / 100);
}

/**
 * DESIGN "Discounts": a size's discounted price is the lowest of its price, its own
 * active percentage discount and its product's active category discount (percentage
 * or flat), never below 0. Computed when read, so an expired discount needs no job.
 */
export function discountedPriceCents(
  priceCents: Cents,
  sizeDiscount: SizeDiscount | null,
  categoryDiscount: CategoryDiscount | null,
  now: Date,
): Cents {
  const candidates: Cents[] = [priceCents];
  if (sizeDiscount && sizeDiscount.percentage > 0 && isDiscountActive(sizeDiscount, now)) {
    candidates.push(applyPercentage(priceCents, sizeDiscount.percentage));
  }
  if (categoryDiscount && isDiscountActive(categoryDiscount, now)) {
    if (categoryDiscount.percentage > 0) {
      candidates.push(applyPercentage(priceCents, categoryDiscount.percentage));
    }
    if (categoryDiscount.flatAmountCents > 0) {
      candidates.push(priceCents - categoryDiscount.flatAmountCents);
    }
  }
  return Math.max(0, Math.min(...candidates));
}
