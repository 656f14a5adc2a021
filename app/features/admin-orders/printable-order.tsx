import { orderNumber } from '#domain/orders.ts';
import { STORE_NAME } from '#domain/store.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';
import { countryName } from '#app/features/orders/index.ts';
import { orderDateTime, orderMoney, statusLabel } from './order-display';
import { ORDER_PAGE_TEXT } from './order-page-text';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';

export type PrintedDocument = 'slip' | 'invoice';

/**
 * The packing slip or the invoice, on paper only: hidden on screen, and the only thing the
 * print stylesheet shows (the back office's chrome and the order page are `print:hidden`).
 * The store's details come from its facts (domain/store-contact.ts).
 */
export function PrintableOrder({ order, document }: { order: AdminOrder; document: PrintedDocument }) {
  const money = (amount: number) => orderMoney(amount, order.currency);
  const address = order.shippingAddress;
  const invoice = document === 'invoice';
  const discount = order.total - order.discountedTotal;
  return (
    <article data-testid="printed-document" className="hidden bg-white p-8 text-sm text-black print:block">
      <header className="flex justify-between gap-8 border-b border-black pb-4">
        <div>
          <p className="text-xl font-bold tracking-[0.3em]">{STORE_NAME}</p>
          {STORE_CONTACT.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{STORE_CONTACT.phone.display}</p>
        </div>
        <div className="text-right">
          <h1 className="text-lg font-semibold">{invoice ? ORDER_PAGE_TEXT.invoice : ORDER_PAGE_TEXT.packingSlip}</h1>
          <p>Order #{orderNumber(order._id)}</p>
          <p>{orderDateTime(order.createdAt)}</p>
          {invoice ? <p>Payment: {statusLabel(order.paymentStatus)}</p> : null}
        </div>
      </header>
      <section className="mt-6">
        <h2 className="font-semibold">{invoice ? 'Bill to' : 'Ship to'}</h2>
        <p>{address.name}</p>
        <p>{address.address}</p>
        <p>{[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}</p>
        <p>{countryName(address.country)}</p>
        <p>
          {address.email} · {address.phone}
        </p>
        {!invoice ? <p className="mt-1">Shipping: {order.shippingMethodName}</p> : null}
      </section>
      <table className="mt-6 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1">Item</th>
            <th className="py-1">Colour</th>
            <th className="py-1">Size</th>
            <th className="py-1 text-right">Qty</th>
            {invoice ? <th className="py-1 text-right">Unit price</th> : null}
            {invoice ? <th className="py-1 text-right">Amount</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item._id} className="border-b border-neutral-300">
              <td className="py-1">{item.product.name}</td>
              <td className="py-1">{item.variant.color}</td>
              <td className="py-1">{item.variant.size}</td>
              <td className="py-1 text-right">{item.quantity}</td>
              {invoice ? <td className="py-1 text-right">{money(item.variant.discountedPrice)}</td> : null}
              {invoice ? (
                <td className="py-1 text-right">{money(item.variant.discountedPrice * item.quantity)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {invoice ? (
        <dl className="ml-auto mt-4 grid w-64 grid-cols-2 gap-1">
          <dt>Subtotal</dt>
          <dd className="text-right">{money(order.total)}</dd>
          <dt>{order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}</dt>
          <dd className="text-right">{discount > 0 ? `-${money(discount)}` : money(0)}</dd>
          <dt>Shipping</dt>
          <dd className="text-right">{money(order.shippingCost)}</dd>
          <dt className="border-t border-black pt-1 font-semibold">Total</dt>
          <dd className="border-t border-black pt-1 text-right font-semibold">{money(order.finalTotal)}</dd>
        </dl>
      ) : null}
    </article>
  );
}
