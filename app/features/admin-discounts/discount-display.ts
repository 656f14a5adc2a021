/**
 * How the Category discounts screen writes a discount, reads the form and foresees the home
 * banner. Pure: no I/O; every time-dependent rule takes `now`.
 */
import type { AdminCategory, ApiCategoryDiscount } from '#domain/api-answer-schemas.ts';
import { categoryBanner, type CategoryBanner } from '#domain/catalog-display.ts';
import { categoryDiscountInputSchema, type CategoryDiscountInput } from '#domain/category-discount-input.ts';
import { adminDateTime, adminMoney } from '#app/features/admin/index.ts';
import { toCents } from '#domain/money.ts';

/** '20% off' or '$5.00 off' (a stored discount has one of the two above 0). */
export function discountAmountText(
  discount: Pick<ApiCategoryDiscount, 'percentage' | 'flatAmount'>,
  currency: string,
): string {
  return discount.percentage > 0
    ? `${discount.percentage}% off`
    : `${adminMoney(toCents(discount.flatAmount), currency)} off`;
}

/** 'Ends Dec 1, 2026, 6:00 PM' or 'Ended …', in the owner's time zone. */
export function expiryText(expiresAt: string | null, active: boolean): string {
  if (!expiresAt) return active ? 'No end date' : 'Ended';
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return active ? 'No end date' : 'Ended';
  return `${active ? 'Ends' : 'Ended'} ${adminDateTime(date)}`;
}

/**
 * The home banner the storefront shows for these categories (SPEC §4, the storefront's own
 * rule), with `change` applied on top: one category's discount replaced (or removed with
 * null). Categories without products show nothing on the storefront, so they count for nothing.
 */
export function bannerFor(
  categories: readonly AdminCategory[],
  currency: string,
  now: Date,
  change?: { category: string; discount: ApiCategoryDiscount | null },
): CategoryBanner | null {
  const shown = categories
    .filter((c) => c.productCount > 0)
    .map((c) => ({
      category: c.name,
      categoryDiscount: change && c.name === change.category ? change.discount : c.discount,
    }));
  return categoryBanner(shown, currency, now);
}

/** What the apply form holds: text as typed, the expiry as a datetime-local value. */
export interface DiscountDraft {
  kind: 'percentage' | 'flatAmount';
  percentage: string;
  flatAmount: string;
  expiresAt: string;
}

export type DraftField = 'percentage' | 'flatAmount' | 'expiresAt';
export type DraftErrors = Partial<Record<DraftField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as an `<input type="datetime-local">` value in the browser's time zone. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new discount starts as 10 % for a week; an existing one is shown as it is (an ended one gets a week from now). */
export function draftFor(category: AdminCategory, now: Date): DiscountDraft {
  const weekAhead = localDateTime(new Date(now.getTime() + 7 * 24 * 60 * 60_000));
  const d = category.discount;
  if (!d) return { kind: 'percentage', percentage: '10', flatAmount: '', expiresAt: weekAhead };
  const expiresAt = d.active && d.expiresAt ? localDateTime(new Date(d.expiresAt)) : weekAhead;
  return d.percentage > 0
    ? { kind: 'percentage', percentage: String(d.percentage), flatAmount: '', expiresAt }
    : { kind: 'flatAmount', percentage: '', flatAmount: String(d.flatAmount), expiresAt };
}

/**
 * The draft checked by the schema the server uses: the payload, or each field's message.
 * Only the chosen kind's amount is sent, so the other box's leftovers never count.
 */
export function checkDraft(
  category: string,
  draft: DiscountDraft,
): { ok: true; input: CategoryDiscountInput } | { ok: false; errors: DraftErrors } {
  const local = draft.expiresAt ? new Date(draft.expiresAt) : null;
  // datetime-local has no zone: read in the browser's, sent as an instant.
  const expiresAt = local && !Number.isNaN(local.getTime()) ? local.toISOString() : draft.expiresAt;
  const result = categoryDiscountInputSchema.safeParse({
    category,
    percentage: draft.kind === 'percentage' ? draft.percentage : undefined,
    flatAmount: draft.kind === 'flatAmount' ? draft.flatAmount : undefined,
    expiresAt,
  });
  if (result.success) return { ok: true, input: result.data };
  const errors = messagesByField(result.error.issues);
  // The schema judges the expiry only once the amount passes; ask it about the expiry alone
  // (with an amount it accepts) so the owner sees every field to fix at once.
  if (!errors.expiresAt) {
    const expiryOnly = categoryDiscountInputSchema.safeParse({ category, percentage: 1, expiresAt });
    if (!expiryOnly.success) errors.expiresAt = messagesByField(expiryOnly.error.issues).expiresAt;
    if (!errors.expiresAt) delete errors.expiresAt;
  }
  // 'Give either a percentage or a flat amount' sits on the percentage; show it under the box the owner sees.
  const other = draft.kind === 'percentage' ? 'flatAmount' : 'percentage';
  if (errors[other] && !errors[draft.kind]) errors[draft.kind] = errors[other];
  delete errors[other];
  return { ok: false, errors };
}

function messagesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): DraftErrors {
  return pickDraftErrors(Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message]).reverse()));
}

/** The messages for the form's fields, from the schema's or the server's `errors`; the first per field wins. */
export function pickDraftErrors(errors: Record<string, string>): DraftErrors {
  const picked: DraftErrors = {};
  for (const field of ['percentage', 'flatAmount', 'expiresAt'] as const)
    if (errors[field]) picked[field] = errors[field];
  return picked;
}

/** The discount a valid draft stands for, to foresee the banner. */
export function draftDiscount(input: CategoryDiscountInput): ApiCategoryDiscount {
  return {
    percentage: input.percentage ?? 0,
    flatAmount: input.flatAmount ?? 0,
    expiresAt: input.expiresAt.toISOString(),
  };
}
