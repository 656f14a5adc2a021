import { describe, expect, it } from 'vitest';
import { toCsv } from '#app/lib/csv.ts';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { csvAmount, itemCountText, ORDER_CSV_COLUMNS, orderMoney } from './order-display';

const order: AdminOrder = {
  _id: '0e999f91-fbb3-489c-babe-daf63aa4d356',
  number: '3aa4d356',
  user: { name: 'Aida Bekova', email: 'aida@example.com' },
  shippingAddress: {
    name: 'Aida Bekova',
    firstName: 'Aida',
    lastName: 'Bekova',
    email: 'aida@example.com',
    phone: '+996 555 123 456',
    address: '1 Chui Avenue',
    city: 'Bishkek',
    state: null,
    postalCode: '720001',
    country: 'KG',
  },
  shippingMethod: 'express',
  shippingMethodName: 'Express',
  shippingDelivery: '2-3 business days',
  shippingZone: 'Rest of the world',
  items: [
    {
      _id: 'a',
      product: { _id: null, name: 'Coat' },
      variant: { color: 'Black', size: 'M', price: 100, discountedPrice: 90 },
      quantity: 2,
      discount: 0,
      returnable: 0,
    },
    {
      _id: 'b',
      product: { _id: null, name: 'Scarf' },
      variant: { color: 'Red', size: 'S', price: 20, discountedPrice: 20 },
      quantity: 1,
      discount: 0,
      returnable: 0,
    },
  ],
  currency: 'EUR',
  total: 200,
  discountedTotal: 200,
  shippingCost: 12.99,
  finalTotal: 1212.99,
  couponCode: null,
  orderStatus: 'shipped',
  paymentStatus: 'paid',
  paymentMethod: 'test',
  createdAt: '2026-11-25T16:50:00.000Z',
  shipment: null,
  deliveredAt: null,
  returnWindowEndsAt: null,
  returns: [],
  latePayment: false,
};

describe('orders CSV (SPEC §9)', () => {
  it('has the SPEC columns in order, the total as a plain number, the number of pieces, then the currency', () => {
    expect(toCsv([order], ORDER_CSV_COLUMNS)).toBe(
      'Order ID,Customer,Email,Total,Status,Payment,Date,Items,Currency\r\n' +
        '0e999f91-fbb3-489c-babe-daf63aa4d356,Aida Bekova,aida@example.com,1212.99,shipped,paid,2026-11-25T16:50:00.000Z,3,EUR\r\n',
    );
  });

  it('writes every total with two decimals and a dot, whatever the currency', () => {
    const rows = [
      { ...order, finalTotal: 12.5, currency: 'USD' },
      { ...order, finalTotal: 1000, currency: 'KGS' },
      { ...order, finalTotal: 0.1 + 0.2, currency: 'EUR' },
    ];
    const totals = toCsv(rows, ORDER_CSV_COLUMNS)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))
      .map((cells) => [cells[3], cells[8]]);
    expect(totals).toEqual([
      ['12.50', 'USD'],
      ['1000.00', 'KGS'],
      ['0.30', 'EUR'],
    ]);
    expect(csvAmount(1234567.891)).toBe('1234567.89');
  });
});

describe('order display', () => {
  it('shows money in the order currency and counts pieces', () => {
    expect(orderMoney(1212.99, 'USD')).toBe('$1,212.99');
    expect(itemCountText(order)).toBe('3 items');
    expect(itemCountText({ items: [order.items[1]!] })).toBe('1 item');
  });
});
