import { Plural, Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide';
import { useLanguage } from '#app/lib/local-links.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { formatMoney, toCents } from '#domain/money.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { orderDate } from './order-display';
import type { CountryNames } from './order-language';
import { OrderView } from './order-view';
import { OrderReturnLine } from './order-return-line';
import { ShipmentTracking } from './shipment-tracking';
import { OrderStatusBadges } from './status-badge';

/**
 * The signed-in shopper's orders, newest first. Each row is a native disclosure: its
 * summary (number, date, statuses, items, total) opens the whole order, by mouse or keyboard.
 */
export function OrderHistory({ orders, countryNames }: { orders: ApiOrder[]; countryNames?: CountryNames }) {
  const language = useLanguage();
  if (orders.length === 0) {
    return (
      <div className="border border-line px-6 py-10 text-center">
        <p className="text-sm font-medium">
          <Trans>You have not placed any orders yet.</Trans>
        </p>
        <p className="mt-2 text-sm text-muted">
          <Trans>When you do, they will appear here with their status.</Trans>
        </p>
        <ButtonLink to="/products" className="mt-6">
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line">
      {orders.map((order) => (
        <OrderRow key={order._id} order={order} language={language} countryNames={countryNames} />
      ))}
    </ul>
  );
}

function OrderRow({
  order,
  language,
  countryNames,
}: {
  order: ApiOrder;
  language: ReturnType<typeof useLanguage>;
  countryNames?: CountryNames;
}) {
  const number = order.number;
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="group/order">
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 py-4 sm:grid-cols-[10rem_1fr_auto] [&::-webkit-details-marker]:hidden">
          <span className="col-start-1 row-start-1">
            <span className="block font-semibold">
              <Trans>Order #{number}</Trans>
            </span>
            <span className="block text-sm text-muted">
              <time dateTime={order.createdAt}>{orderDate(order.createdAt, language)}</time>
            </span>
          </span>
          <span className="col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
            <OrderStatusBadges orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
          </span>
          <span className="col-start-2 row-start-1 flex items-center justify-end gap-4 text-sm sm:col-start-3">
            <span className="text-muted">
              <Plural value={pieces} one="# item" other="# items" />
            </span>
            <span className="font-semibold tabular-nums">
              {formatMoney(toCents(order.finalTotal), order.currency, language)}
            </span>
            <Icon
              node={ChevronDown}
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
              strokeWidth={1.5}
            />
          </span>
        </summary>
        <div className="pb-8 pt-2">
          <OrderView order={order} showHeader={false} countryNames={countryNames} />
        </div>
      </details>
      {/* Outside the disclosure, so the tracking link is one click away while the order is folded (opened, the order shows it). */}
      <ShipmentTracking order={order} className="pb-4 text-sm group-has-[details[open]]/order:hidden" />
      <OrderReturnLine order={order} className="pb-4 text-sm group-has-[details[open]]/order:hidden" />
    </li>
  );
}
