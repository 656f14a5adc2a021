import { describe, expect, it } from 'vitest';
import { toCsv } from '#app/lib/csv.ts';
import {
  changeText,
  compactMoney,
  couponColumns,
  periodLabel,
  rangeLabel,
  seriesColumns,
  statsFileName,
  statsMoney,
} from './stats-format';

describe('how the statistics read', () => {
  it('names a period by its first UTC day, whatever the viewer’s time zone', () => {
    expect(periodLabel('2026-11-02', 'day', 'short')).toBe('Nov 2');
    expect(periodLabel('2026-11-02', 'day', 'long')).toBe('Mon, Nov 2, 2026');
    expect(periodLabel('2026-11-02', 'week', 'long')).toBe('Week of Nov 2, 2026');
    expect(periodLabel('2026-11-01', 'month', 'short')).toBe('Nov 2026');
    expect(periodLabel('2026-11-01', 'month', 'long')).toBe('November 2026');
  });

  it('says how a figure moved, and says nothing when there was nothing before', () => {
    expect(changeText({ current: 150, previous: 60, changePercent: 150 })).toEqual({ text: '+150%', direction: 'up' });
    expect(changeText({ current: 40, previous: 50, changePercent: -20 })).toEqual({ text: '−20%', direction: 'down' });
    expect(changeText({ current: 5, previous: 5, changePercent: 0 })).toEqual({ text: '0%', direction: 'flat' });
    expect(changeText({ current: 5, previous: 0, changePercent: null })).toEqual({ text: null, direction: 'none' });
  });

  it('shows money in the store currency, compact on axes', () => {
    expect(statsMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(statsMoney(10, 'EUR')).toBe('€10.00');
    expect(compactMoney(1234.5, 'USD')).toBe('$1.2K');
    expect(rangeLabel({ from: '2026-10-27', to: '2026-11-25' })).toBe('Oct 27, 2026 – Nov 25, 2026');
    expect(rangeLabel({ from: '2026-11-25', to: '2026-11-25' })).toBe('Nov 25, 2026');
  });

  it('exports plain numbers and ISO days a spreadsheet can add up, named after the range', () => {
    const points = [
      { period: '2026-11-01', value: 1234.5 },
      { period: '2026-11-02', value: 0 },
    ];
    expect(toCsv(points, seriesColumns('revenue', 'day', 'USD'))).toBe(
      'Day,Revenue (USD)\r\n2026-11-01,1234.5\r\n2026-11-02,0\r\n',
    );
    expect(toCsv(points, seriesColumns('orders', 'month', 'USD')).split('\r\n')[0]).toBe('Month starting,Paid orders');
    // A coupon code starting like a formula is kept harmless.
    expect(toCsv([{ code: '=SUM', orders: 2, discount: 5 }], couponColumns('USD'))).toBe(
      "Coupon,Paid orders,Discount given (USD)\r\n'=SUM,2,5\r\n",
    );
    expect(statsFileName('revenue', { from: '2026-10-27', to: '2026-11-25' })).toBe(
      'stats_revenue_2026-10-27_2026-11-25.csv',
    );
  });

  it('shows the table view formatted while the file keeps the raw value', () => {
    const [period, revenue] = seriesColumns('revenue', 'week', 'USD');
    expect(period!.shown!({ period: '2026-11-02', value: 5 })).toBe('Week of Nov 2, 2026');
    expect(revenue!.shown!({ period: '2026-11-02', value: 5 })).toBe('$5.00');
    expect(revenue!.value({ period: '2026-11-02', value: 5 })).toBe(5);
  });
});
