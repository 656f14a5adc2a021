/**
 * The coupon form's draft (SPEC §3 defaults) and how it becomes the API's payload: checked
 * with the same schema the server uses (domain/coupons), so both sides give the same
 * SPEC §5 messages, plus the form's own rule that the expiry day is not before today.
 */
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import {
  COUPON_MESSAGES,
  couponInputSchema,
  expiryDayBeforeToday,
  type CouponScope,
  type CouponType,
} from '#domain/coupons.ts';

export interface CouponDraft {
  isGlobal: boolean;
  code: string;
  description: string;
  type: CouponType;
  value: string;
  appliesTo: CouponScope;
  target: string;
  maxUses: string;
  minOrderValue: string;
  maxDiscount: string;
  /** YYYY-MM-DD, a day in the owner's calendar; the coupon runs to the end of it. */
  expiresAt: string;
}

export type DraftField = keyof CouponDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** SPEC §3 "Form draft defaults". */
export const EMPTY_DRAFT: CouponDraft = {
  isGlobal: false,
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  appliesTo: 'global',
  target: '',
  maxUses: '',
  minOrderValue: '',
  maxDiscount: '',
  expiresAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's day in the viewer's calendar, as a date input reads it (YYYY-MM-DD). */
export function localDay(when: Date): string {
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
}

/** The last millisecond of a YYYY-MM-DD day in the viewer's calendar: a coupon dated today works all day. */
export function endOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59, 999);
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** SPEC §4: editing pre-fills the form with the coupon. */
export function draftFromCoupon(coupon: ApiCoupon): CouponDraft {
  return {
    isGlobal: coupon.isGlobal,
    code: coupon.code ?? '',
    description: coupon.description,
    type: coupon.type,
    value: String(coupon.value),
    appliesTo: coupon.appliesTo,
    target: coupon.target ?? '',
    maxUses: text(coupon.maxUses),
    minOrderValue: text(coupon.minOrderValue),
    maxDiscount: text(coupon.maxDiscount),
    expiresAt: coupon.expiresAt ? localDay(new Date(coupon.expiresAt)) : '',
  };
}

/** Which fields' errors an edit of `field` answers (a new type re-judges the value, a new scope the target). */
export function fieldsClearedBy(field: DraftField): DraftField[] {
  if (field === 'type') return ['type', 'value', 'maxDiscount'];
  if (field === 'appliesTo') return ['appliesTo', 'target'];
  if (field === 'isGlobal') return ['isGlobal', 'code'];
  return [field];
}

/** Values that pass their own field's checks, for fields that already have a message. */
function standIns(errors: DraftErrors): Record<string, unknown> {
  const valid: Record<string, unknown> = {
    code: 'X',
    value: '1',
    target: 'x',
    type: 'fixed',
    appliesTo: 'global',
    isGlobal: false,
  };
  return Object.fromEntries(Object.keys(errors).map((field) => [field, field in valid ? valid[field] : undefined]));
}

export type DraftCheck =
  | { ok: true; payload: Record<string, unknown> }
  /** `errors` per field; `messages` every message once, in the form's order, for the summary. */
  | { ok: false; errors: DraftErrors; messages: string[] };

const FIELD_ORDER = Object.keys(EMPTY_DRAFT) as DraftField[];

/** The summary's lines: each field's message in the form's order. */
export function errorMessages(errors: DraftErrors): string[] {
  return FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : []));
}

/**
 * The draft as the API takes it, or each field's first message. `editing` is the coupon
 * being edited: its expiry, left as it was, is kept to the instant even if already past.
 */
export function checkDraft(
  draft: CouponDraft,
  { today, editing }: { today: string; editing?: ApiCoupon | null },
): DraftCheck {
  const keptExpiry =
    editing?.expiresAt && draft.expiresAt === localDay(new Date(editing.expiresAt)) ? editing.expiresAt : null;
  const input = {
    // SPEC §5: trimmed; a global coupon sends no code, a global scope no target.
    code: draft.isGlobal ? undefined : draft.code.trim(),
    description: draft.description.trim(),
    type: draft.type,
    value: draft.value.trim(),
    appliesTo: draft.appliesTo,
    target: draft.appliesTo === 'global' ? undefined : draft.target.trim(),
    maxUses: draft.maxUses.trim(),
    minOrderValue: draft.minOrderValue.trim(),
    // A cap only means something for a percentage.
    maxDiscount: draft.type === 'percentage' ? draft.maxDiscount.trim() : '',
    expiresAt: keptExpiry ?? (draft.expiresAt ? endOfDay(draft.expiresAt).toISOString() : ''),
    isGlobal: draft.isGlobal,
  };
  const errors: DraftErrors = {};
  const collect = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in EMPTY_DRAFT && !errors[field as DraftField])
        errors[field as DraftField] = issue.message;
    }
  };
  const parsed = couponInputSchema.safeParse(input);
  if (!parsed.success) {
    collect(parsed.error.issues);
    // The schema judges the rules between fields (code, percentage, target) only once every
    // field reads well; judged again with stand-ins for the failed fields, the form shows
    // every rule the draft breaks at once instead of one round after another.
    const again = couponInputSchema.safeParse({ ...input, ...standIns(errors) });
    if (!again.success) collect(again.error.issues);
  }
  if (!keptExpiry && !errors.expiresAt && expiryDayBeforeToday(draft.expiresAt, today))
    errors.expiresAt = COUPON_MESSAGES.expiryBeforeToday;
  if (!parsed.success || Object.keys(errors).length > 0) {
    const messages = errorMessages(errors);
    // An issue outside the form's fields still stops the save, and says why.
    return {
      ok: false,
      errors,
      messages: messages.length > 0 ? messages : [parsed.error?.issues[0]?.message ?? 'Please check the form.'],
    };
  }
  return { ok: true, payload: { ...parsed.data, expiresAt: parsed.data.expiresAt?.toISOString() } };
}
