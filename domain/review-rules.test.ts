import { describe, expect, it } from 'vitest';
import { starBreakdown } from './catalog-display';
import { absoluteReviewDate, averageOf, distributionBars, relativeReviewDate } from './review-rules';
import { decodeReviewCursor, encodeReviewCursor, reviewInputSchema } from './reviews';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeReviewDate (SPEC §9)', () => {
  it('says just now for the first seconds, and for a date a little ahead of the clock', () => {
    expect(relativeReviewDate(NOW, NOW)).toBe('just now');
    expect(relativeReviewDate(before(4 * S), NOW)).toBe('just now');
    expect(relativeReviewDate(new Date(NOW.getTime() + 3 * S), NOW)).toBe('just now');
  });

  it('counts seconds, minutes and hours', () => {
    expect(relativeReviewDate(before(5 * S), NOW)).toBe('5 seconds ago');
    expect(relativeReviewDate(before(59 * S), NOW)).toBe('59 seconds ago');
    expect(relativeReviewDate(before(60 * S), NOW)).toBe('1 minute ago');
    expect(relativeReviewDate(before(59 * M + 59 * S), NOW)).toBe('59 minutes ago');
    expect(relativeReviewDate(before(H), NOW)).toBe('1 hour ago');
    expect(relativeReviewDate(before(23 * H + 59 * M), NOW)).toBe('23 hours ago');
  });

  it('counts days up to 6, then weeks up to 29 days', () => {
    expect(relativeReviewDate(before(D), NOW)).toBe('1 day ago');
    expect(relativeReviewDate(before(6 * D + 23 * H), NOW)).toBe('6 days ago');
    expect(relativeReviewDate(before(7 * D), NOW)).toBe('1 week ago');
    expect(relativeReviewDate(before(13 * D), NOW)).toBe('1 week ago');
    expect(relativeReviewDate(before(14 * D), NOW)).toBe('2 weeks ago');
    expect(relativeReviewDate(before(29 * D + 23 * H), NOW)).toBe('4 weeks ago');
  });

  it('then gives month and day, with the year once a year has passed', () => {
    expect(relativeReviewDate(before(30 * D), NOW, 'UTC')).toBe('Feb 13');
    expect(relativeReviewDate('2025-03-16T12:00:00.000Z', NOW, 'UTC')).toBe('Mar 16');
    expect(relativeReviewDate('2025-03-15T12:00:00.000Z', NOW, 'UTC')).toBe('Mar 15, 2025');
    expect(relativeReviewDate('2023-07-04T08:00:00.000Z', NOW, 'UTC')).toBe('Jul 4, 2023');
  });

  it('uses the reader’s time zone for the calendar day', () => {
    const lateEvening = '2026-01-10T23:30:00.000Z';
    expect(relativeReviewDate(lateEvening, NOW, 'UTC')).toBe('Jan 10');
    expect(relativeReviewDate(lateEvening, NOW, 'Asia/Bishkek')).toBe('Jan 11');
  });

  it('reads an unreadable date as nothing rather than a wrong date', () => {
    expect(relativeReviewDate('not a date', NOW)).toBe('');
    expect(absoluteReviewDate('not a date')).toBe('');
  });

  it('renders the same absolute date wherever it runs (server render and hydration)', () => {
    expect(absoluteReviewDate('2026-01-10T23:30:00.000Z')).toBe('Jan 10, 2026');
  });
});

describe('stars of a review summary', () => {
  it('shows a half star from a fraction of 0.5 (SPEC §9)', () => {
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 };
    expect(averageOf(distribution)).toBe(4.5);
    expect(starBreakdown(averageOf(distribution))).toEqual({ full: 4, half: 1, empty: 0 });
    // 4.4 stays at four stars.
    expect(starBreakdown(averageOf({ 1: 0, 2: 0, 3: 0, 4: 3, 5: 2 }))).toEqual({ full: 4, half: 0, empty: 1 });
  });

  it('averages to one decimal, 0 without reviews', () => {
    expect(averageOf({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 })).toBe(3.7);
    expect(averageOf({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toBe(0);
  });

  it('gives a bar for each of 5 to 1 stars with its share of the reviews', () => {
    expect(distributionBars({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(distributionBars({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).every((bar) => bar.percent === 0)).toBe(true);
  });
});

describe('review input', () => {
  it('asks for a star rating and a comment with the SPEC messages', () => {
    const result = reviewInputSchema.safeParse({ comment: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['rating', 'Please select a star rating.'],
      ['comment', 'Please enter a comment.'],
    ]);
    for (const rating of [0, 6, 4.5, '4.5', true, null]) {
      expect(reviewInputSchema.safeParse({ rating, comment: 'Nice' }).error?.issues[0]?.message).toBe(
        'Please select a star rating.',
      );
    }
  });

  it('trims the comment and caps it at 2000 characters', () => {
    expect(reviewInputSchema.parse({ rating: 5, comment: '  Lovely \n coat  ' })).toEqual({
      rating: 5,
      comment: 'Lovely \n coat',
    });
    expect(reviewInputSchema.safeParse({ rating: 5, comment: 'x'.repeat(2000) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ rating: 5, comment: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('review cursors', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = { createdAt: '2026-03-15T12:00:00.123456Z', id: '0b7c2a8e-3f4d-4c5b-9a6e-1d2f3a4b5c6d' };
    expect(decodeReviewCursor(encodeReviewCursor(cursor))).toEqual(cursor);
    expect(decodeReviewCursor('nope')).toBeNull();
    expect(decodeReviewCursor(btoa('2026-03-15|x'))).toBeNull();
    expect(decodeReviewCursor('a+b/c=')).toBeNull();
  });
});
