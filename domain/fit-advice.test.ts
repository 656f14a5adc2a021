import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIT_ANSWERS, fitHint, fitMajority, MIN_HINT_ANSWERS, type FitCounts, type FitSummary } from './fit-advice';

const counts = (runs_small: number, true_to_size: number, runs_large: number): FitCounts => ({
  runs_small,
  true_to_size,
  runs_large,
});
const summary = (all: FitCounts, sizes: Record<string, FitCounts> = {}): FitSummary => ({
  counts: all,
  sizes: Object.entries(sizes).map(([size, c]) => ({ size, counts: c })),
});

describe('fitMajority', () => {
  it('is nothing without answers', () => {
    expect(fitMajority(counts(0, 0, 0))).toBeNull();
  });

  it('names the leading answer with its share in whole percent and the number of answers', () => {
    expect(fitMajority(counts(4, 37, 4))).toEqual({ answer: 'true_to_size', count: 37, total: 45, percent: 82 });
    expect(fitMajority(counts(2, 1, 0))).toEqual({ answer: 'runs_small', count: 2, total: 3, percent: 67 });
    expect(fitMajority(counts(0, 0, 1))).toEqual({ answer: 'runs_large', count: 1, total: 1, percent: 100 });
  });

  it('gives a tie with "true to size" to it, and names no answer when only small and large tie', () => {
    expect(fitMajority(counts(3, 3, 1))?.answer).toBe('true_to_size');
    expect(fitMajority(counts(2, 2, 2))?.answer).toBe('true_to_size');
    expect(fitMajority(counts(3, 1, 3))).toEqual({ answer: null, count: 3, total: 7, percent: 43 });
  });

  it('never names an answer fewer gave than another', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (s, t, l) => {
        const c = counts(s, t, l);
        const majority = fitMajority(c);
        if (s + t + l === 0) {
          // A matcher's return value is not a verdict for fast-check: assert, then end the case.
          expect(majority).toBeNull();
          return;
        }
        expect(majority!.total).toBe(s + t + l);
        expect(majority!.count).toBe(Math.max(s, t, l));
        if (majority!.answer)
          for (const other of FIT_ANSWERS) expect(c[majority!.answer]).toBeGreaterThanOrEqual(c[other]);
      }),
    );
  });
});

describe('fitHint', () => {
  it('gives none before a size is chosen', () => {
    expect(fitHint(summary(counts(10, 0, 0)), null)).toBeNull();
  });

  it('uses the chosen size’s own answers once it has enough of them', () => {
    const s = summary(counts(1, 10, 4), { M: counts(0, 9, 0), L: counts(0, 1, 4) });
    expect(fitHint(s, 'L')).toEqual({ answer: 'runs_large', size: 'L' });
    expect(fitHint(s, 'M')).toEqual({ answer: 'true_to_size', size: 'M' });
  });

  it('falls back to the whole product’s answers when the size has too few', () => {
    const s = summary(counts(6, 1, 0), { S: counts(0, 0, 0), M: counts(1, 1, 0) });
    expect(fitHint(s, 'S')).toEqual({ answer: 'runs_small', size: null });
    expect(fitHint(s, 'M')).toEqual({ answer: 'runs_small', size: null });
    // A size the answers never named (a size added later) is treated the same way.
    expect(fitHint(s, 'XL')).toEqual({ answer: 'runs_small', size: null });
  });

  it(`needs ${MIN_HINT_ANSWERS} answers behind it`, () => {
    expect(fitHint(summary(counts(2, 0, 0), { M: counts(2, 0, 0) }), 'M')).toBeNull();
    expect(fitHint(summary(counts(3, 0, 0), { M: counts(2, 0, 0) }), 'M')).toEqual({
      answer: 'runs_small',
      size: null,
    });
  });

  it('gives none when no answer holds more than half', () => {
    expect(fitHint(summary(counts(2, 2, 0)), 'M')).toBeNull();
    expect(fitHint(summary(counts(2, 1, 1)), 'M')).toBeNull();
    expect(fitHint(summary(counts(3, 1, 3)), 'M')).toBeNull();
    expect(fitHint(summary(counts(3, 1, 1)), 'M')).toEqual({ answer: 'runs_small', size: null });
  });

  it('does not fall back to the product when the size’s own answers are enough but divided', () => {
    const s = summary(counts(10, 1, 2), { L: counts(1, 1, 2) });
    expect(fitHint(s, 'L')).toBeNull();
  });
});
