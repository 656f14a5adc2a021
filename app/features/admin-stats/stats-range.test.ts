import { describe, expect, it } from 'vitest';
import { addDays, matchingPreset, presetRange, rangeProblem, readStatsRange, statsRangeParams } from './stats-range';

const TODAY = '2026-11-25';

describe('the statistics range', () => {
  it('gives each preset its days, ending today, grouped sensibly', () => {
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-11-19', to: TODAY, interval: 'day' });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-10-27', to: TODAY, interval: 'day' });
    expect(presetRange('90d', TODAY)).toEqual({ from: '2026-08-28', to: TODAY, interval: 'week' });
    // Whole months: December of last year up to today.
    expect(presetRange('12m', TODAY)).toEqual({ from: '2025-12-01', to: TODAY, interval: 'month' });
    expect(presetRange('ytd', TODAY)).toEqual({ from: '2026-01-01', to: TODAY, interval: 'month' });
  });

  it('counts days across month and year ends in UTC', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(presetRange('12m', '2026-01-15').from).toBe('2025-02-01');
  });

  it('reads the range from the URL, and falls back to the last 30 days for anything the API would refuse', () => {
    expect(readStatsRange(new URLSearchParams('from=2026-01-01&to=2026-03-31&interval=week'), TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'week',
    });
    const fallback = presetRange('30d', TODAY);
    expect(readStatsRange(new URLSearchParams(''), TODAY)).toEqual(fallback);
    expect(readStatsRange(new URLSearchParams('from=2026-03-31&to=2026-01-01'), TODAY)).toEqual(fallback);
    expect(readStatsRange(new URLSearchParams('from=2026-02-30&to=2026-03-01'), TODAY)).toEqual(fallback);
    expect(readStatsRange(new URLSearchParams('from=2020-01-01&to=2026-01-01'), TODAY)).toEqual(fallback);
    // A known grouping is kept even when the days are not.
    expect(readStatsRange(new URLSearchParams('interval=month&from=x'), TODAY)).toEqual({
      ...fallback,
      interval: 'month',
    });
    expect(readStatsRange(new URLSearchParams('from=2026-01-01&to=2026-01-31&interval=year'), TODAY).interval).toBe(
      'day',
    );
  });

  it('writes the range back to the URL it reads', () => {
    const range = { from: '2026-05-01', to: '2026-05-31', interval: 'week' as const };
    expect(readStatsRange(statsRangeParams(range), TODAY)).toEqual(range);
  });

  it('explains a range it cannot show in the API’s words', () => {
    expect(rangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(rangeProblem('2026-02-01', '2026-01-31')).toBe('from must be on or before to.');
    expect(rangeProblem('2023-01-01', '2026-01-31')).toMatch(/at most 731 days/);
  });

  it('knows which preset a range is', () => {
    expect(matchingPreset(presetRange('90d', TODAY), TODAY)).toBe('90d');
    expect(matchingPreset({ ...presetRange('7d', TODAY), interval: 'week' }, TODAY)).toBe('7d');
    expect(matchingPreset({ from: '2026-01-02', to: TODAY, interval: 'day' }, TODAY)).toBeNull();
  });
});
