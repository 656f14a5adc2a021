import { ArrowRight } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDERS_TEXT } from '#domain/admin-orders.ts';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { orderNumber } from '#domain/orders.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { countryName } from '#app/features/orders/index.ts';
import { OrderBadges } from './order-badges';
import { OrderTotals } from './order-totals';
import { orderDateTime, orderMoney, statusLabel } from './order-display';
import { ORDER_PAGE_TEXT } from './order-page-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border border-line p-4">
      <h3 className="text-xs font-semibold uppercase tracking-[0.15em] text-muted">{title}</h3>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** The method as the order was placed with it, and its zone (decision 57). */
function shippingMethodName(order: AdminOrder): string {
  return order.shippingZone ? `${order.shippingMethodName} (${order.shippingZone})` : order.shippingMethodName;
}

/** SPEC §2 details dialog: customer, order info, shipping address, summary and the items. */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const money = (amount: number) => orderMoney(amount, order?.currency ?? 'USD');
  return (
    <AdminDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Order #${orderNumber(order._id)}` : 'Order'}
      description={order ? `Placed ${orderDateTime(order.createdAt)}` : undefined}
      wide
    >
      {order ? (
        <div className="grid gap-4">
          {/* Everything else about the order (timeline, notes, shipping, printing) is on its own page. */}
          <Link
            to={`/admin/orders/${order._id}`}
            className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium underline underline-offset-2"
          >
            {ORDER_PAGE_TEXT.openPage} <Icon node={ArrowRight} aria-hidden="true" className="size-3.5" />
          </Link>
          <div className="grid gap-4 md:grid-cols-2">
            <Section title="Customer Information">
              <dl>
                <Fact label="Name">{order.user.name}</Fact>
                <Fact label="Email">
                  <a className="underline underline-offset-2" href={`mailto:${order.user.email}`}>
                    {order.user.email}
                  </a>
                </Fact>
                <Fact label="Phone">{order.shippingAddress.phone}</Fact>
              </dl>
            </Section>
            <Section title="Order Information">
              <div className="mb-2">
                <OrderBadges order={order} />
              </div>
              <dl>
                <Fact label="Order ID">
                  <span className="break-all font-mono text-xs">{order._id}</span>
                </Fact>
                <Fact label="Order status">{statusLabel(order.orderStatus)}</Fact>
                <Fact label="Payment status">{statusLabel(order.paymentStatus)}</Fact>
                <Fact label="Payment method">{order.paymentMethod}</Fact>
                <Fact label="Shipping method">{shippingMethodName(order)}</Fact>
                <Fact label="Date">{orderDateTime(order.createdAt)}</Fact>
              </dl>
              {order.latePayment ? (
                <p className="mt-2 text-xs text-sale">
                  The payment provider reported a payment after this order had ended; the money should be refunded.
                </p>
              ) : null}
            </Section>
            <Section title="Shipping Address">
              <address className="not-italic leading-6">
                {order.shippingAddress.name}
                <br />
                {order.shippingAddress.address}
                <br />
                {order.shippingAddress.city}
                {order.shippingAddress.state ? `, ${order.shippingAddress.state}` : ''}{' '}
                {order.shippingAddress.postalCode}
                <br />
                {countryName(order.shippingAddress.country)}
              </address>
            </Section>
            <Section title="Order Summary">
              <OrderTotals order={order} />
            </Section>
          </div>
          <Section title={`Items (${order.items.length})`}>
            <ul className="divide-y divide-line">
              {order.items.map((item) => {
                const line = item.variant.discountedPrice * item.quantity;
                const original = item.variant.price * item.quantity;
                return (
                  <li
                    key={item._id}
                    className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{item.product.name || ADMIN_ORDERS_TEXT.productNameMissing}</p>
                      <p className="mt-0.5 text-xs text-muted">
                        Colour: {item.variant.color} · Size: {item.variant.size} · Qty: {item.quantity}
                      </p>
                    </div>
                    <p className="text-right tabular-nums">
                      <span className="text-xs text-muted">
                        {money(item.variant.discountedPrice)} × {item.quantity} ={' '}
                      </span>
                      <span className="font-medium">{money(line)}</span>
                      {original !== line ? (
                        <>
                          {' '}
                          <s className="text-xs text-muted" aria-label={`Original price ${money(original)}`}>
                            {money(original)}
                          </s>
                        </>
                      ) : null}
                    </p>
                  </li>
                );
              })}
            </ul>
          </Section>
        </div>
      ) : null}
    </AdminDialog>
  );
}
