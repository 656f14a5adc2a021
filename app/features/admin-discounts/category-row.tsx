import { CalendarDays, Languages, Percent, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { AdminCategory } from '#domain/api-answer-schemas.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Badge } from '#app/features/admin/index.ts';
import { discountAmountText, expiryText } from './discount-display';
import { DISCOUNT_TEXT } from './discount-texts';

/** One category: its product count, its discount with the expiry and Active/Ended, its other names, and its actions. */
export function CategoryRow({
  category,
  currency,
  onApply,
  onRemove,
  onName,
}: {
  category: AdminCategory;
  currency: string;
  onApply: () => void;
  onRemove: () => void;
  onName: () => void;
}) {
  const { discount } = category;
  const names = [category.names.ru, category.names.ky].filter((name) => name !== undefined);
  return (
    <li
      className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
      aria-label={category.name}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold">{category.name}</span>
          <span className="text-sm text-muted">{DISCOUNT_TEXT.products(category.productCount)}</span>
          {discount ? (
            <Badge tone={discount.active ? 'success' : 'danger'}>
              {discount.active ? DISCOUNT_TEXT.active : DISCOUNT_TEXT.ended}
            </Badge>
          ) : null}
        </div>
        {discount ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="font-medium text-ink">{discountAmountText(discount, currency)}</span>
            <span className="inline-flex items-center gap-1">
              <Icon node={CalendarDays} aria-hidden="true" className="size-3.5" />
              {expiryText(discount.expiresAt, discount.active)}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted">{DISCOUNT_TEXT.noDiscount}</p>
        )}
        <p className="text-sm text-muted" data-testid="category-names">
          {names.length > 0 ? names.join(' · ') : DISCOUNT_TEXT.namesNone}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={onName} aria-label={`${DISCOUNT_TEXT.names}: ${category.name}`}>
          <Icon node={Languages} aria-hidden="true" className="size-3.5" /> {DISCOUNT_TEXT.names}
        </Button>
        {/* A category with no products left can only lose its discount (the server refuses a new one). */}
        {category.productCount > 0 ? (
          <Button
            variant="secondary"
            onClick={onApply}
            aria-label={`${discount ? DISCOUNT_TEXT.change : DISCOUNT_TEXT.apply}: ${category.name}`}
          >
            <Icon node={Percent} aria-hidden="true" className="size-3.5" />{' '}
            {discount ? DISCOUNT_TEXT.change : DISCOUNT_TEXT.apply}
          </Button>
        ) : null}
        {discount ? (
          <Button
            variant="secondary"
            onClick={onRemove}
            className="hover:border-sale hover:bg-sale"
            aria-label={`${DISCOUNT_TEXT.remove} discount: ${category.name}`}
          >
            <Icon node={Trash2} aria-hidden="true" className="size-3.5" /> {DISCOUNT_TEXT.remove}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
