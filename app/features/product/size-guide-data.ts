/**
 * The size guide behind 'FIND YOUR SIZE' and 'MEASUREMENT GUIDE' (the SPEC shows no
 * behaviour for them; they open a size chart). Body measurements in centimetres: letter
 * sizes by chest, waist and hips; numeric (jeans) sizes are the waist in inches.
 */
import { compareSizes } from '#domain/product.ts';

export type Range = readonly [number, number];

export interface SizeRow {
  size: string;
  chest: Range | null;
  waist: Range;
  hips: Range;
}

/** The measurement a shopper enters to find a size: chest for tops and dresses, waist for numeric sizes. */
export type KeyMeasure = 'chest' | 'waist';

export interface SizeChart {
  measure: KeyMeasure;
  rows: SizeRow[];
}

const LETTER_ROWS: Record<string, Omit<SizeRow, 'size'>> = {
  XXS: { chest: [76, 79], waist: [58, 61], hips: [82, 85] },
  XS: { chest: [80, 84], waist: [62, 66], hips: [86, 90] },
  S: { chest: [85, 89], waist: [67, 71], hips: [91, 95] },
  M: { chest: [90, 95], waist: [72, 77], hips: [96, 101] },
  L: { chest: [96, 101], waist: [78, 83], hips: [102, 107] },
  XL: { chest: [102, 108], waist: [84, 90], hips: [108, 114] },
  XXL: { chest: [109, 115], waist: [91, 97], hips: [115, 121] },
  XXXL: { chest: [116, 122], waist: [98, 104], hips: [122, 128] },
};

const INCH = 2.54;

function numericRow(size: string): SizeRow | null {
  const inches = Number(size);
  if (!Number.isFinite(inches) || inches <= 0) return null;
  const waist: Range = [Math.round((inches - 0.5) * INCH), Math.round((inches + 0.5) * INCH) - 1];
  // Hips run about 22 cm above the waist on a regular fit.
  return { size, chest: null, waist, hips: [waist[0] + 22, waist[1] + 22] };
}

/** The chart for the given sizes, in size order; sizes without a standard measure are left out. */
export function sizeChart(sizes: readonly string[]): SizeChart {
  const rows = [...new Set(sizes)]
    .sort(compareSizes)
    .map((size) => {
      const letter = LETTER_ROWS[size.toUpperCase()];
      return letter ? { size, ...letter } : numericRow(size);
    })
    .filter((row): row is SizeRow => row !== null);
  const measure: KeyMeasure = rows.length > 0 && rows.every((row) => row.chest !== null) ? 'chest' : 'waist';
  return { measure, rows };
}

/**
 * The smallest size whose range reaches the measurement, or null when it is beyond the
 * largest size. A measurement below the smallest size suggests the smallest.
 */
export function suggestSize(chart: SizeChart, centimetres: number): string | null {
  if (!Number.isFinite(centimetres) || centimetres <= 0) return null;
  for (const row of chart.rows) {
    const range = chart.measure === 'chest' ? row.chest : row.waist;
    if (range && centimetres <= range[1]) return row.size;
  }
  return null;
}

export function formatRange([low, high]: Range): string {
  return `${low}–${high}`;
}
