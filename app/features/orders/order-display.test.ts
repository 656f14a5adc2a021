import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#domain/orders.ts';
import { countryName, itemCountText, ORDER_STATUS_LABELS, orderDate, PAYMENT_STATUS_LABELS } from './order-display';

describe('order display', () => {
  it('names every order and payment status in words', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status].label).toMatch(/^[A-Z][a-z ]+$/);
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_LABELS[status].label).toMatch(/^[A-Z][a-z ]+$/);
    expect(PAYMENT_STATUS_LABELS.pending.label).toBe('Awaiting payment');
    expect(PAYMENT_STATUS_LABELS.failed.label).toBe('Payment failed');
  });

  it('dates an order in UTC whatever the time zone of the machine', () => {
    expect(orderDate('2026-11-24T23:30:00.000Z')).toBe('November 24, 2026');
    expect(orderDate('not a date')).toBe('');
  });

  it('names countries from their codes and keeps an unknown code', () => {
    expect(countryName('KG')).toBe('Kyrgyzstan');
    expect(countryName('US')).toBe('United States');
    expect(countryName('??')).toBe('??');
  });

  it('counts pieces, not lines', () => {
    expect(itemCountText([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(itemCountText([{ quantity: 1 }])).toBe('1 item');
  });
});
