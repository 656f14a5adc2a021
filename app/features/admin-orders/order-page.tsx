import { ArrowLeft, ExternalLink, Printer, Undo2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { orderNumber } from '#domain/orders.ts';
import { isRefundable } from '#domain/refunds.ts';
import { Button } from '#app/components/ui/button.tsx';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { AdminPageHeader, AdminScreen, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { countryName } from '#app/features/orders/index.ts';
import { NoteForm } from './note-form';
import { OrderBadges } from './order-badges';
import { orderDateTime, orderMoney, statusLabel } from './order-display';
import { ORDER_PAGE_TEXT } from './order-page-text';
import { fetchOrderPage } from './orders-api';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { PrintableOrder, type PrintedDocument } from './printable-order';
import { RefundDialog } from './refund-dialog';
import { StatusSelect } from './status-select';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { useStatusChangeFlow } from './status-change-flow';
import { orderPageKey, useRefreshOrders } from './order-keys';
import { useOrderStatusChange } from './use-admin-orders';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`border border-line bg-white p-4 ${className ?? ''}`}>
      <h2 className="text-xs font-semibold uppercase tracking-[0.15em] text-muted">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** /admin/orders/:orderId: everything about one order and everything that happened to it (decision 0047). */
export function OrderPageScreen({ orderId }: { orderId: string }) {
  const page = useBrowserQuery({
    queryKey: orderPageKey(orderId),
    queryFn: ({ signal }) => fetchOrderPage(orderId, signal),
  });
  const statusChange = useOrderStatusChange();
  const statusFlow = useStatusChangeFlow((change) => statusChange.mutate(change));
  // Which document the print stylesheet shows; a Print button picks one and opens the browser's print.
  const [printed, setPrinted] = useState<{ document: PrintedDocument; at: number }>({ document: 'invoice', at: 0 });
  const [refunding, setRefunding] = useState(false);
  useEffect(() => {
    if (printed.at > 0) window.print();
  }, [printed]);

  const number = orderNumber(orderId);
  const data = page.data;
  return (
    <>
      <div className="print:hidden">
        <AdminScreen>
          <Link to="/admin/orders" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-ink">
            <Icon node={ArrowLeft} aria-hidden="true" className="size-4" /> {ORDER_PAGE_TEXT.back}
          </Link>
          <AdminPageHeader
            title={`Order #${number}`}
            subtitle={data ? `Placed ${orderDateTime(data.order.createdAt)}` : undefined}
            actions={
              data ? (
                <>
                  <StatusSelect
                    orderId={orderId}
                    value={data.order.orderStatus}
                    onChange={(status) => statusFlow.request(data.order, status)}
                  />
                  {isRefundable(data.order.paymentStatus) ? (
                    <Button variant="secondary" className="h-9 px-3" onClick={() => setRefunding(true)}>
                      <Icon node={Undo2} aria-hidden="true" className="size-3.5" /> {ORDER_PAGE_TEXT.refund}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    className="h-9 px-3"
                    onClick={() => setPrinted({ document: 'slip', at: Date.now() })}
                  >
                    <Icon node={Printer} aria-hidden="true" className="size-3.5" /> {ORDER_PAGE_TEXT.printSlip}
                  </Button>
                  <Button
                    variant="secondary"
                    className="h-9 px-3"
                    onClick={() => setPrinted({ document: 'invoice', at: Date.now() })}
                  >
                    <Icon node={Printer} aria-hidden="true" className="size-3.5" /> {ORDER_PAGE_TEXT.printInvoice}
                  </Button>
                </>
              ) : null
            }
          />
          {page.status === 'pending' ? (
            <SkeletonRows count={4} label="Loading the order" />
          ) : !data ? (
            <ErrorState
              title={ORDER_PAGE_TEXT.errorTitle}
              message={errorText(page.error, ORDER_PAGE_TEXT.loadFailed)}
              onRetry={() => void page.refetch()}
            />
          ) : (
            <OrderPageBody orderId={orderId} data={data} />
          )}
        </AdminScreen>
        {statusFlow.dialogs}
        {data ? <RefundDialog page={data} open={refunding} onClose={() => setRefunding(false)} /> : null}
      </div>
      {data ? <PrintableOrder order={data.order} document={printed.document} /> : null}
    </>
  );
}

function OrderPageBody({ orderId, data }: { orderId: string; data: OrderPageAnswer }) {
  const { order, payments, shipments, refunds, timeline } = data;
  // A return's step changes the page (its returns, timeline, payment status) and the lists.
  const refreshOrders = useRefreshOrders();
  const money = (amount: number) => orderMoney(amount, order.currency);
  const address = order.shippingAddress;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <Section title="Customer">
          <p className="font-medium">{order.user.name}</p>
          <p>
            <a className="underline underline-offset-2" href={`mailto:${order.user.email}`}>
              {order.user.email}
            </a>
          </p>
          <p>{address.phone}</p>
          <div className="mt-3">
            <OrderBadges order={order} />
          </div>
        </Section>
        <Section title="Shipping Address">
          <address className="not-italic leading-6">
            {address.name}
            <br />
            {address.address}
            <br />
            {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
            <br />
            {countryName(address.country)}
          </address>
          <p className="mt-2 text-muted">
            {order.shippingMethodName}
            {order.shippingDelivery ? ` · ${order.shippingDelivery}` : null}
            {order.shippingZone ? ` · ${order.shippingZone}` : null}
          </p>
        </Section>
        <Section title={`Items (${order.items.length})`}>
          <ul className="divide-y divide-line">
            {order.items.map((item) => (
              <li key={item._id} className="flex flex-wrap justify-between gap-3 py-2 first:pt-0">
                <span>
                  <span className="font-medium">{item.product.name}</span>
                  <span className="block text-xs text-muted">
                    {item.variant.color} · Size {item.variant.size} · Qty {item.quantity}
                  </span>
                </span>
                <span className="tabular-nums">{money(item.variant.discountedPrice * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} className="mt-3 border-t border-line pt-3" />
        </Section>
        <Section title={ORDER_PAGE_TEXT.returns}>
          <OrderReturns page={data} onChanged={refreshOrders} />
          {order.returnWindowEndsAt ? (
            <p className="mt-3 text-xs text-muted">
              {ORDER_PAGE_TEXT.returnWindow(orderDateTime(order.returnWindowEndsAt))}
            </p>
          ) : null}
        </Section>
        <Section title={ORDER_PAGE_TEXT.payments}>
          <p className="mb-2">
            {statusLabel(order.paymentStatus)} · {order.paymentMethod}
          </p>
          {payments.length === 0 ? (
            <p className="text-muted">{ORDER_PAGE_TEXT.paymentsNone}</p>
          ) : (
            <ul className="grid gap-1">
              {payments.map((p) => (
                <li key={p.eventId} className="flex flex-wrap justify-between gap-2">
                  <span>{statusLabel(p.type)}</span>
                  <time dateTime={p.at} className="text-muted">
                    {orderDateTime(p.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {order.latePayment ? (
            <p className="mt-2 text-xs text-sale">
              The payment provider reported a payment after this order had ended; the money should be refunded.
            </p>
          ) : null}
        </Section>
        <Section title={ORDER_PAGE_TEXT.refunds}>
          <OrderRefunds refunds={refunds} currency={order.currency} />
        </Section>
        <Section title={ORDER_PAGE_TEXT.shipments}>
          {shipments.length === 0 ? (
            <p className="text-muted">{ORDER_PAGE_TEXT.shipmentsNone}</p>
          ) : (
            <ul className="grid gap-2">
              {shipments.map((s) => (
                <li key={`${s.shippedAt}-${s.trackingNumber}`}>
                  <span className="font-medium">{s.carrierName}</span>{' '}
                  <span className="font-mono">{s.trackingNumber}</span> ·{' '}
                  <a
                    href={s.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 underline underline-offset-2"
                  >
                    Track <Icon node={ExternalLink} aria-hidden="true" className="size-3" />
                  </a>
                  <span className="block text-xs text-muted">Shipped {orderDateTime(s.shippedAt)}</span>
                </li>
              ))}
            </ul>
          )}
          {order.deliveredAt ? (
            <p className="mt-2">{ORDER_PAGE_TEXT.delivered(orderDateTime(order.deliveredAt))}</p>
          ) : null}
        </Section>
      </div>
      <div className="grid content-start gap-4">
        <Section title={ORDER_PAGE_TEXT.timeline}>
          <OrderTimeline entries={timeline} />
        </Section>
        <Section title={ORDER_PAGE_TEXT.notes}>
          <NoteForm orderId={orderId} />
        </Section>
      </div>
    </div>
  );
}
