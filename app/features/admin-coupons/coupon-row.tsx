import { CalendarDays, Copy, Pencil, Tag, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import { couponStatus } from '#domain/coupons.ts';
import { toCents } from '#domain/money.ts';
import { adminMoney, Badge } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { couponName, discountText, expiryText, globalTitle, minimumText, scopeText, usesText } from './coupon-display';
import { COUPON_TEXT } from './coupon-texts';

const iconButton =
  'inline-flex size-10 items-center justify-center border border-line text-neutral-700 hover:border-ink hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(COUPON_TEXT.copied(code));
  } catch {
    notify.error(COUPON_TEXT.copyFailed);
  }
}

/** One coupon (SPEC §2 row): its title or code, status, discount, minimum, uses, expiry, scope and actions. */
export function CouponRow({
  coupon,
  currency,
  now,
  onEdit,
  onDelete,
}: {
  coupon: ApiCoupon;
  currency: string;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = couponStatus(coupon.expiresAt, now);
  const name = couponName(coupon, currency);
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={name}>
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {coupon.code ? (
            <>
              <span className="font-mono text-base font-semibold tracking-wide">{coupon.code}</span>
              <button
                type="button"
                onClick={() => void copyCode(coupon.code!)}
                className="inline-flex size-8 items-center justify-center text-neutral-500 hover:text-ink"
                aria-label={`Copy code ${coupon.code}`}
                title="Copy code"
              >
                <Icon node={Copy} aria-hidden="true" className="size-4" />
              </button>
            </>
          ) : (
            <>
              <span className="text-base font-semibold">{globalTitle(coupon, currency)}</span>
              <Badge tone="info">Automatic</Badge>
            </>
          )}
          <Badge tone={status === 'Active' ? 'success' : 'danger'}>{status}</Badge>
        </div>
        {coupon.description ? <p className="text-sm text-neutral-700">{coupon.description}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="font-medium text-ink">{discountText(coupon, currency)}</span>
          {coupon.type === 'percentage' && coupon.maxDiscount !== null ? (
            <span>Max discount: {adminMoney(toCents(coupon.maxDiscount), currency)}</span>
          ) : null}
          <span>{minimumText(coupon, currency)}</span>
          <span>{usesText(coupon)}</span>
          <span className="inline-flex items-center gap-1">
            <Icon node={CalendarDays} aria-hidden="true" className="size-3.5" />
            {expiryText(coupon.expiresAt)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon node={Tag} aria-hidden="true" className="size-3.5" />
            {scopeText(coupon)}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={onEdit} className={iconButton} aria-label={`Edit coupon ${name}`} title="Edit">
          <Icon node={Pencil} aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          className={`${iconButton} hover:border-sale hover:text-sale`}
          aria-label={`Delete coupon ${name}`}
          title="Delete"
        >
          <Icon node={Trash2} aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
