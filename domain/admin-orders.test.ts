import { describe, expect, it } from 'vitest';
import {
  adminOrdersSearchParams,
  ADMIN_ORDERS_TEXT,
  DEFAULT_ADMIN_ORDERS_QUERY,
  readAdminOrdersQuery,
} from './admin-orders';
import { adminOrdersQuerySchema } from './admin-orders-query';

describe('admin order list query', () => {
  it('leaves defaults out of the query string and trims the search', () => {
    expect(adminOrdersSearchParams(DEFAULT_ADMIN_ORDERS_QUERY).toString()).toBe('');
    expect(
      adminOrdersSearchParams({
        ...DEFAULT_ADMIN_ORDERS_QUERY,
        search: '  Aida ',
        orderStatus: 'shipped',
        paymentStatus: 'paid',
        page: 3,
        pageSize: 50,
      }).toString(),
    ).toBe('search=Aida&orderStatus=shipped&paymentStatus=paid&page=3&pageSize=50');
  });

  it('reads what the screen sends back into the same query', () => {
    const sent = { ...DEFAULT_ADMIN_ORDERS_QUERY, search: 'Aida', orderStatus: 'cancelled' as const, page: 2 };
    const parsed = adminOrdersQuerySchema.parse(Object.fromEntries(adminOrdersSearchParams(sent)));
    expect(parsed).toEqual(sent);
    expect(adminOrdersQuerySchema.parse({})).toEqual(DEFAULT_ADMIN_ORDERS_QUERY);
  });

  it('reads the screen URL back, with defaults for anything unreadable', () => {
    const query = { ...DEFAULT_ADMIN_ORDERS_QUERY, search: 'Aida', paymentStatus: 'failed' as const, page: 4 };
    expect(readAdminOrdersQuery(adminOrdersSearchParams(query))).toEqual(query);
    expect(readAdminOrdersQuery(new URLSearchParams('orderStatus=lost&paymentStatus=&page=0&pageSize=5000'))).toEqual(
      DEFAULT_ADMIN_ORDERS_QUERY,
    );
  });

  it('refuses control characters in the search', () => {
    expect(adminOrdersQuerySchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });

  it('says which order changed, by its last 8 characters (SPEC §4)', () => {
    expect(ADMIN_ORDERS_TEXT.statusUpdated('0e999f91-fbb3-489c-babe-daf63aa4d356', 'shipped')).toBe(
      'Order 3aa4d356 status updated to shipped',
    );
  });
});
