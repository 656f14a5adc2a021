import { describe, expect, it } from 'vitest';
import {
  filterCount,
  readReturnsPage,
  RETURN_STEPS,
  returnLinesText,
  returnMoney,
  returnProgressText,
  returnsSearch,
} from './return-display';

describe('the returns queue URL', () => {
  it('opens on the requests waiting for a decision, page 1', () => {
    expect(readReturnsPage(new URLSearchParams(''))).toEqual({ filter: 'requested', page: 1 });
    expect(returnsSearch({ filter: 'requested', page: 1 })).toBe('');
  });

  it('reads and writes every status, all, and the page', () => {
    for (const filter of ['approved', 'received', 'rejected', 'all'] as const) {
      const search = returnsSearch({ filter, page: 2 });
      expect(search).toBe(`?status=${filter}&page=2`);
      expect(readReturnsPage(new URLSearchParams(search))).toEqual({ filter, page: 2 });
    }
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readReturnsPage(new URLSearchParams('status=lost&page=-1'))).toEqual({ filter: 'requested', page: 1 });
    expect(readReturnsPage(new URLSearchParams('status=Approved&page=2.5'))).toEqual({
      filter: 'requested',
      page: 1,
    });
  });
});

describe('a return as the back office shows it', () => {
  const counts = { requested: 2, approved: 1, rejected: 3, received: 4 };

  it('counts each filter, all being every status', () => {
    expect(filterCount(counts, 'requested')).toBe(2);
    expect(filterCount(counts, 'rejected')).toBe(3);
    expect(filterCount(counts, 'all')).toBe(10);
  });

  it('says its units as the e-mails and the timeline do', () => {
    expect(
      returnLinesText([
        { itemId: 'a', name: 'Coat', color: 'Navy', size: 'M', quantity: 1 },
        { itemId: 'b', name: 'Scarf', color: 'Red', size: 'One size', quantity: 2 },
      ]),
    ).toBe('1 × Coat (Navy, M), 2 × Scarf (Red, One size)');
  });

  it('shows money in the order’s currency, to the cent', () => {
    expect(returnMoney(136.55, 'USD')).toBe('$136.55');
    expect(returnMoney(0.1 + 0.2, 'EUR')).toBe('€0.30');
  });

  it('offers the steps its status allows, none once it is done', () => {
    expect(RETURN_STEPS.requested).toEqual(['approve', 'reject']);
    expect(RETURN_STEPS.approved).toEqual(['receive', 'reject']);
    expect(RETURN_STEPS.rejected).toEqual([]);
    expect(RETURN_STEPS.received).toEqual([]);
  });

  it('says how far it came and who moved it', () => {
    const base = { decidedAt: null, receivedAt: null, refund: null };
    expect(returnProgressText({ ...base, status: 'requested' })).toBeNull();
    expect(
      returnProgressText({ ...base, status: 'approved', decidedAt: '2026-11-28T10:00:00.000Z', decidedBy: 'a@x.kg' }),
    ).toMatch(/^Approved .+ by a@x\.kg; waiting for the parcel\.$/);
    expect(returnProgressText({ ...base, status: 'rejected', decidedAt: '2026-11-28T10:00:00.000Z' })).toMatch(
      /^Rejected [^;]+ [AP]M\.$/,
    );
    expect(
      returnProgressText({
        ...base,
        status: 'received',
        receivedAt: '2026-11-29T10:00:00.000Z',
        receivedBy: 'a@x.kg',
        refund: { amount: 10, restocked: true },
      }),
    ).toMatch(/ by a@x\.kg; units put back in stock\.$/);
    expect(
      returnProgressText({
        ...base,
        status: 'received',
        receivedAt: '2026-11-29T10:00:00.000Z',
        refund: { amount: 10, restocked: false },
      }),
    ).toMatch(/ [AP]M; units not put back in stock\.$/);
  });
});
