/**
 * Fit advice (decision 65): a review may say how the item fits and which size was bought;
 * the product page sums those answers up ("Most shoppers say: true to size (82% of 45)")
 * and, once a size is chosen, gives a hint. The rules here are pure and shared by the
 * server (the answer's shape) and the product page, which imports this on first load —
 * so it stays free of zod and small.
 */

/** The answers a review can give, in the order the form offers them. */
export const FIT_ANSWERS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type FitAnswer = (typeof FIT_ANSWERS)[number];

export const isFitAnswer = (value: unknown): value is FitAnswer => FIT_ANSWERS.includes(value as FitAnswer);

/** How many reviews give each answer. */
export type FitCounts = Record<FitAnswer, number>;

/** A product's answers: all of them, and those of each of its sizes (every size, in the product's order). */
export interface FitSummary {
  counts: FitCounts;
  sizes: Array<{ size: string; counts: FitCounts }>;
}

export const FIT_TEXT = {
  fitInvalid: 'Please choose how it fits: runs small, true to size or runs large.',
  sizeInvalid: 'Please choose one of this product’s sizes.',
} as const;

/** The longest size name a review may give (the catalogue's are a few characters). */
export const MAX_BOUGHT_SIZE_LENGTH = 40;

/**
 * A hint needs at least this many answers behind it: one or two shoppers are an anecdote.
 * The same bar decides whether the chosen size's own answers are enough, else the product's.
 */
export const MIN_HINT_ANSWERS = 3;

export const emptyFitCounts = (): FitCounts => ({ runs_small: 0, true_to_size: 0, runs_large: 0 });

export const fitTotal = (counts: FitCounts): number => counts.runs_small + counts.true_to_size + counts.runs_large;

export interface FitMajority {
  /** The leading answer; null when "runs small" and "runs large" lead together (shoppers are divided). */
  answer: FitAnswer | null;
  /** How many gave it. */
  count: number;
  /** How many answered at all. */
  total: number;
  /** Its share of the answers in whole percent. */
  percent: number;
}

/**
 * The answer most shoppers gave; null without answers. A tie that includes "true to size"
 * goes to it; a tie of "runs small" and "runs large" alone names no answer: the page never
 * claims a lean the answers do not show.
 */
export function fitMajority(counts: FitCounts): FitMajority | null {
  const total = fitTotal(counts);
  if (total === 0) return null;
  const top = Math.max(counts.runs_small, counts.true_to_size, counts.runs_large);
  const leaders = FIT_ANSWERS.filter((answer) => counts[answer] === top);
  const answer = leaders.length === 1 ? leaders[0]! : leaders.includes('true_to_size') ? 'true_to_size' : null;
  return { answer, count: top, total, percent: Math.round((top / total) * 100) };
}

export interface FitHint {
  answer: FitAnswer;
  /** The chosen size when its own answers decided, null when the product's did. */
  size: string | null;
}

/**
 * The hint for a chosen size: from that size's own answers when it has at least
 * MIN_HINT_ANSWERS, else from the whole product's when it has that many. The leading
 * answer must hold more than half of the answers it is drawn from; otherwise shoppers
 * disagree and no hint is given. No size chosen: no hint.
 */
export function fitHint(summary: FitSummary, size: string | null): FitHint | null {
  if (size === null) return null;
  const own = summary.sizes.find((entry) => entry.size === size)?.counts;
  const [counts, scope] =
    own && fitTotal(own) >= MIN_HINT_ANSWERS ? [own, size] : [summary.counts, null as string | null];
  const majority = fitMajority(counts);
  if (!majority?.answer || majority.total < MIN_HINT_ANSWERS || majority.count * 2 <= majority.total) return null;
  return { answer: majority.answer, size: scope };
}

/** What the product page shows of the answers: the leading answer and the hint for each of its sizes. */
export interface FitAdviceView {
  majority: FitMajority | null;
  /** By size name; a size not listed has no hint. */
  hints: Record<string, FitHint | null>;
}

/**
 * The rules above applied once, on the server, for every size the product has: choosing a
 * size then only looks its hint up, and the page's first load carries no rule.
 */
export function fitAdviceView(summary: FitSummary): FitAdviceView {
  return {
    majority: fitMajority(summary.counts),
    hints: Object.fromEntries(summary.sizes.map((entry) => [entry.size, fitHint(summary, entry.size)])),
  };
}
