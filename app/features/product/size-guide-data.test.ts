import { describe, expect, it } from 'vitest';
import { formatRange, sizeChart, suggestSize } from './size-guide-data';

describe('size guide', () => {
  it('charts letter sizes by chest, in size order', () => {
    const chart = sizeChart(['L', 'S', 'M', 'S']);
    expect(chart.measure).toBe('chest');
    expect(chart.rows.map((r) => r.size)).toEqual(['S', 'M', 'L']);
  });

  it('charts numeric sizes as waist inches, in contiguous centimetre ranges', () => {
    const chart = sizeChart(['30', '28', '29']);
    expect(chart.measure).toBe('waist');
    expect(chart.rows.map((r) => r.size)).toEqual(['28', '29', '30']);
    expect(chart.rows[0]!.waist).toEqual([70, 71]);
    expect(chart.rows[1]!.waist[0]).toBe(chart.rows[0]!.waist[1] + 1);
  });

  it('leaves out sizes it has no measures for', () => {
    expect(sizeChart(['One Size']).rows).toEqual([]);
  });

  it('suggests the smallest size that fits', () => {
    const chart = sizeChart(['S', 'M', 'L']);
    expect(suggestSize(chart, 70)).toBe('S');
    expect(suggestSize(chart, 89)).toBe('S');
    expect(suggestSize(chart, 89.5)).toBe('M');
    expect(suggestSize(chart, 101)).toBe('L');
    expect(suggestSize(chart, 102)).toBeNull();
    expect(suggestSize(chart, Number.NaN)).toBeNull();
    expect(suggestSize(chart, 0)).toBeNull();
  });

  it('formats a range with an en dash', () => {
    expect(formatRange([90, 95])).toBe('90–95');
  });
});
