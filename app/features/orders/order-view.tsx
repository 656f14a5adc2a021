import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, toCents } from '#domain/money.ts';
import { useDeliveryText } from '#app/features/checkout/index.ts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { useColorName } from '#app/features/catalog/index.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import type { Language } from '#domain/languages.ts';
import { ORDER_TEXTS } from './order-texts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { countryName, orderDate } from './order-display';
import type { CountryNames } from './order-language';
import { ReturnsSection } from './returns-section';
import { ShipmentTracking } from './shipment-tracking';
import { OrderStatusBadges } from './status-badge';

/** Amounts come in currency units; they are shown in the order's own currency. */
const money = (units: number, currency: string, language: Language) => formatMoney(toCents(units), currency, language);

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One order as the shopper bought it: number, date and statuses, each line (struck-through
 * list price when it was discounted), the totals with the coupon, shipping method, and the
 * address and contact it goes to, and its returns. `showHeader` is off where the number is
 * already shown; `orderToken` is the order link's token, which a return request from that
 * link sends (signed in, the stored sign-in is used).
 */
export function OrderView({
  order,
  showHeader = true,
  orderToken,
  countryNames,
}: {
  order: ApiOrder;
  showHeader?: boolean;
  orderToken?: string | null;
  /** The destination's name in the page's language, from the loader (`orderCountryNames`); else English. */
  countryNames?: CountryNames;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const say = useDomainText(ORDER_TEXTS);
  // Colours as the product page names them ("Мятный"); a colour the store added itself as written.
  const colorName = useColorName();
  const deliveryText = useDeliveryText().fromText;
  const { currency } = order;
  // As the order was placed with it: later edits of the zones never change it (decision 57).
  const shipping = {
    label: say(order.shippingMethodName),
    delivery: order.shippingDelivery ? deliveryText(order.shippingDelivery) : order.shippingDelivery,
  };
  const number = order.number;
  const placedOn = orderDate(order.createdAt, language);
  const couponCode = order.couponCode;
  const method = shipping.label;
  const discount = Math.max(0, Math.round((order.total - order.discountedTotal) * 100) / 100);
  const address = order.shippingAddress;

  return (
    <article aria-label={t`Order ${number}`} className="space-y-8 text-sm">
      {showHeader ? (
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            {/* Under the page's h1, above the order's own h3s. */}
            <h2 className="text-base font-semibold">
              <Trans>Order #{number}</Trans>
            </h2>
            <p className="text-muted">
              <Trans>
                Placed on <time dateTime={order.createdAt}>{placedOn}</time>
              </Trans>
            </p>
          </div>
          <OrderStatusBadges orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
        </header>
      ) : null}

      <section aria-label={t`Items`}>
        <ul className="divide-y divide-line border-y border-line">
          {order.items.map((item) => {
            const size = item.variant.size;
            const quantity = item.quantity;
            const discounted = item.variant.discountedPrice < item.variant.price;
            return (
              <li key={item._id} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-4">
                <p className="font-medium break-words">{item.product.name}</p>
                <p className="text-right font-medium tabular-nums">
                  <span className="sr-only">
                    <Trans>Line total:</Trans>{' '}
                  </span>
                  {money(item.variant.discountedPrice * item.quantity, currency, language)}
                </p>
                <p className="text-muted">
                  {colorName(item.variant.color)} ·{' '}
                  <Trans>
                    Size {size} · Qty {quantity}
                  </Trans>
                </p>
                <p className="text-right text-muted tabular-nums">
                  {discounted ? (
                    <>
                      <span className="sr-only">
                        <Trans>Was</Trans>{' '}
                      </span>
                      <s className="mr-2">{money(item.variant.price, currency, language)}</s>
                      <span className="sr-only">
                        , <Trans>now</Trans>{' '}
                      </span>
                    </>
                  ) : null}
                  <span className={discounted ? 'text-sale' : undefined}>
                    {money(item.variant.discountedPrice, currency, language)}
                  </span>{' '}
                  <Trans>each</Trans>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-label={t`Order summary`} className="md:order-2">
          <dl className="space-y-2">
            <SummaryRow label={t`Subtotal`} value={money(order.total, currency, language)} />
            {discount > 0 ? (
              <SummaryRow
                label={couponCode ? t`Discount (${couponCode})` : t`Discount`}
                value={`−${money(discount, currency, language)}`}
              />
            ) : null}
            <SummaryRow
              label={t`Shipping (${method})`}
              value={order.shippingCost > 0 ? money(order.shippingCost, currency, language) : t`Free`}
            />
            <SummaryRow label={t`Total`} value={money(order.finalTotal, currency, language)} strong />
          </dl>
        </section>

        <section aria-label={t`Delivery`} className="space-y-4 md:order-1">
          <div>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-[0.15em]">
              <Trans>Shipping address</Trans>
            </h3>
            <address className="not-italic leading-6 break-words">
              {address.name}
              <br />
              {address.address}
              <br />
              {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
              <br />
              {countryNames?.[address.country] ?? countryName(address.country)}
            </address>
          </div>
          <div>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-[0.15em]">
              <Trans>Contact</Trans>
            </h3>
            <p className="leading-6 break-all">{address.email}</p>
            <p className="leading-6">{address.phone}</p>
          </div>
          <div>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-[0.15em]">
              <Trans>Delivery</Trans>
            </h3>
            <p className="leading-6">
              {shipping.label}
              {shipping.delivery ? ` · ${shipping.delivery}` : null}
            </p>
            <ShipmentTracking order={order} className="mt-1 leading-6" />
          </div>
        </section>
      </div>

      <ReturnsSection order={order} orderToken={orderToken} anchorId={showHeader ? 'returns' : undefined} />
    </article>
  );
}
