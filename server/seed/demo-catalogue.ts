/**
 * The demo catalogue: a deterministic generator of realistic products (names, descriptions,
 * colours, sizes, prices, stock, discounts and dates relative to `now`) and of demo reviews.
 * Pure: no I/O, the same seed and `now` always give the same catalogue. Images are filled
 * in by the caller through `imagesFor`.
 */
import { FIT_ANSWERS, type FitAnswer } from '#domain/fit-advice.ts';
import { type KnownColor, LETTER_SIZES } from '#domain/product.ts';
import type { WrittenProduct, SizeInput, VariantInput } from '#server/services/catalog/index.ts';
import type { DemoLanguage } from './demo-accounts';
import type { GarmentStyle } from './garment-styles';
import { demoTranslations } from './demo-translations';

export const DEFAULT_PRODUCT_COUNT = 72;
export const DEFAULT_SEED = 101;
export const MAX_PRODUCT_COUNT = 100_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------
// Seeded randomness

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
  return rng;
}

// ---------------------------------------------------------------------------------------
// Catalogue content

type SizeScale = 'letter' | 'waist';

interface CategorySpec {
  category: string;
  /** Whole-dollar price range of the base (smallest) size; prices end in .99. */
  dollars: [number, number];
  scale: SizeScale;
  colors: readonly KnownColor[];
  /**
   * One product per entry: its name, the first sentence of its description, and the style
   * its picture is drawn in (garment-styles.ts), which shows what the name says.
   */
  items: ReadonlyArray<readonly [name: string, blurb: string, style: GarmentStyle]>;
  /** Further sentences a description may borrow. */
  notes: readonly string[];
}

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    category: 'T-Shirts',
    dollars: [20, 45],
    scale: 'letter',
    colors: [
      'White',
      'Black',
      'Gray',
      'Navy',
      'Green',
      'Red',
      'Yellow',
      'Pink',
      'Mint',
      'LightBlue',
      'Orange',
      'Purple',
      'Brown',
      'Blue',
    ],
    items: [
      [
        'Essential Crew-Neck Tee',
        'A midweight cotton jersey tee with a clean crew neck and a true-to-size fit.',
        'crew-neck-tee',
      ],
      [
        'Oversized Boxy Tee',
        'Dropped shoulders and a boxy, slightly cropped body give this 240 gsm cotton tee a relaxed shape.',
        'boxy-tee',
      ],
      [
        'Pima Cotton V-Neck Tee',
        'Soft, long-staple Pima cotton in a slim V-neck cut that layers easily.',
        'v-neck-tee',
      ],
      [
        'Striped Breton Tee',
        'A classic Breton stripe on sturdy cotton interlock, finished with a wide boat neck.',
        'breton-tee',
      ],
      [
        'Organic Cotton Pocket Tee',
        'Made from certified organic cotton, with a patch pocket on the chest.',
        'pocket-tee',
      ],
      [
        'Slub Linen-Blend Tee',
        'A lightweight linen and cotton blend with a subtle slub texture that stays cool in summer.',
        'slub-tee',
      ],
      [
        'Ribbed Fitted Tee',
        'A close-fitting rib-knit tee with a little stretch and a slightly shorter length.',
        'ribbed-tee',
      ],
      [
        'Mountain Graphic Tee',
        'Garment-dyed cotton with a screen-printed mountain graphic inspired by the Tian Shan.',
        'mountain-tee',
      ],
    ],
    notes: [
      'Reinforced shoulder seams help it hold its shape.',
      'Pre-shrunk, so it keeps its fit wash after wash.',
      'Size up for a looser, off-duty fit.',
    ],
  },
  {
    category: 'Shirts',
    dollars: [39, 89],
    scale: 'letter',
    colors: ['White', 'LightBlue', 'Blue', 'Navy', 'Pink', 'Gray', 'Green', 'Brown', 'Mint', 'Black'],
    items: [
      [
        'Linen Camp-Collar Shirt',
        'Breathable European linen with a relaxed camp collar and a straight hem made to be worn untucked.',
        'camp-collar-shirt',
      ],
      [
        'Oxford Button-Down Shirt',
        'A wardrobe staple in soft-washed Oxford cloth with a button-down collar and a chest pocket.',
        'oxford-shirt',
      ],
      [
        'Poplin Relaxed Shirt',
        'Crisp cotton poplin cut with a roomy body and dropped shoulders.',
        'relaxed-poplin-shirt',
      ],
      [
        'Flannel Check Overshirt',
        'A brushed cotton flannel overshirt with two flap pockets, made for layering over a tee on cool days.',
        'flannel-overshirt',
      ],
      ['Chambray Work Shirt', 'Soft washed chambray with reinforced seams and twin chest pockets.', 'chambray-shirt'],
      [
        'Silk-Blend Resort Shirt',
        'A fluid silk and viscose blend with a notch collar and a gentle drape.',
        'resort-shirt',
      ],
      [
        'Band-Collar Linen Shirt',
        'A linen shirt with a stand-up band collar and pearl-effect buttons.',
        'band-collar-shirt',
      ],
      [
        'Slim Stretch Poplin Shirt',
        'A slim-fit poplin shirt with a touch of stretch for all-day comfort at the office.',
        'slim-poplin-shirt',
      ],
    ],
    notes: [
      'Buttons are sewn on with a shank so they stay put.',
      'Wash at 30 degrees and iron while slightly damp.',
      'Looks just as good tucked into tailoring as over shorts.',
    ],
  },
  {
    category: 'Dresses',
    dollars: [49, 149],
    scale: 'letter',
    colors: ['Black', 'Red', 'Navy', 'Green', 'Pink', 'Yellow', 'Purple', 'Mint', 'White', 'Blue', 'Orange'],
    items: [
      [
        'Linen Wrap Midi Dress',
        'A wrap silhouette in washed linen that ties at the waist and falls to mid-calf.',
        'wrap-dress',
      ],
      [
        'Floral Tiered Maxi Dress',
        'Three soft tiers of printed cotton voile with a smocked bodice and adjustable straps.',
        'tiered-maxi-dress',
      ],
      ['Satin Slip Dress', 'A bias-cut satin slip dress with fine straps and a cowl neckline.', 'slip-dress'],
      ['Rib-Knit Sweater Dress', 'A cosy rib-knit dress with a mock neck that skims the body.', 'sweater-dress'],
      [
        'Belted Shirt Dress',
        'A cotton poplin shirt dress with a self-tie belt and a full button front.',
        'shirt-dress',
      ],
      [
        'Pleated Chiffon Midi Dress',
        'Fine sunray pleats and a lined chiffon skirt that moves beautifully.',
        'pleated-chiffon-dress',
      ],
      [
        'Smocked Cotton Sundress',
        'A lightweight cotton sundress with a smocked back and a swingy skirt.',
        'smocked-sundress',
      ],
      [
        'Tailored Sheath Dress',
        'A structured crepe sheath with a square neckline and a concealed back zip.',
        'sheath-dress',
      ],
    ],
    notes: [
      'Fully lined, so there is no need for a slip.',
      'Side-seam pockets, because every dress deserves them.',
      'Dress it up with heels or down with white sneakers.',
    ],
  },
  {
    category: 'Jeans',
    dollars: [59, 129],
    scale: 'waist',
    colors: ['Blue', 'LightBlue', 'Navy', 'Black', 'Gray', 'White', 'Brown'],
    items: [
      [
        'High-Rise Straight Jeans',
        'Rigid cotton denim with a high rise and a straight leg that softens with every wear.',
        'straight-jeans',
      ],
      [
        'Slim Tapered Jeans',
        'A slim fit through the thigh that tapers to the ankle, in comfortable stretch denim.',
        'tapered-jeans',
      ],
      [
        'Relaxed Carpenter Jeans',
        'Loose carpenter jeans with a hammer loop and roomy utility pockets.',
        'carpenter-jeans',
      ],
      [
        'Wide-Leg Selvedge Jeans',
        'Selvedge denim woven on traditional shuttle looms, cut with a wide leg and a high waist.',
        'wide-leg-jeans',
      ],
      ['Bootcut Stretch Jeans', 'A flattering bootcut with a mid rise and just enough stretch.', 'bootcut-jeans'],
      [
        'Vintage Wash Mom Jeans',
        'A high-waisted tapered fit in a faded vintage wash with light whiskering.',
        'mom-jeans',
      ],
      ['Super Skinny Jeans', 'A second-skin fit in power-stretch denim that keeps its shape all day.', 'skinny-jeans'],
      [
        'Classic Five-Pocket Jeans',
        'Regular-fit five-pocket jeans in midweight denim, built for everyday wear.',
        'five-pocket-jeans',
      ],
    ],
    notes: [
      'Wash inside out in cold water to keep the colour rich.',
      'Sizes are waist measurements in inches.',
      'Finished with copper rivets and a leather-look back patch.',
    ],
  },
  {
    category: 'Jackets',
    dollars: [89, 185],
    scale: 'letter',
    colors: ['Black', 'Navy', 'Brown', 'Green', 'Gray', 'Blue', 'Red', 'Orange', 'Yellow'],
    items: [
      [
        'Waxed Cotton Field Jacket',
        'A water-resistant waxed cotton jacket with a corduroy collar and four bellows pockets.',
        'field-jacket',
      ],
      [
        'Classic Denim Jacket',
        'The trucker-style denim jacket with flap chest pockets and adjustable waist tabs.',
        'denim-jacket',
      ],
      [
        'Quilted Bomber Jacket',
        'A lightweight quilted bomber jacket with ribbed cuffs and a two-way zip.',
        'bomber-jacket',
      ],
      ['Suede Trucker Jacket', 'Soft suede in a classic trucker shape, lined for comfort.', 'suede-trucker'],
      ['Packable Rain Jacket', 'A seam-sealed waterproof shell jacket that folds into its own pocket.', 'rain-jacket'],
      ['Wool-Blend Chore Jacket', 'A boxy chore jacket in a warm wool blend with three patch pockets.', 'chore-jacket'],
      [
        'Recycled Puffer Jacket',
        'Recycled insulation keeps this hooded puffer jacket warm without the bulk.',
        'puffer-jacket',
      ],
      [
        'Unstructured Linen Jacket',
        'A soft-shouldered linen jacket with patch pockets, made for summer evenings.',
        'linen-blazer',
      ],
    ],
    notes: [
      'The jacket has an inside pocket for your phone.',
      'Cut with room for a sweater underneath.',
      'A two-way zip lets you sit down comfortably.',
    ],
  },
  {
    category: 'Hoodies',
    dollars: [45, 95],
    scale: 'letter',
    colors: [
      'Gray',
      'Black',
      'Navy',
      'Green',
      'Purple',
      'Pink',
      'Orange',
      'Red',
      'Mint',
      'Brown',
      'Yellow',
      'LightBlue',
    ],
    items: [
      [
        'Fleece Pullover Hoodie',
        'Brushed-back cotton fleece with a roomy hood and a front pouch pocket.',
        'pullover-hoodie',
      ],
      ['Zip-Through Hoodie', 'A full-zip hoodie in loopback French terry with ribbed cuffs and hem.', 'zip-hoodie'],
      [
        'Oversized Washed Hoodie',
        'Garment-washed for a lived-in feel, with dropped shoulders and an oversized fit.',
        'washed-hoodie',
      ],
      ['Tech Fleece Hoodie', 'A smooth, lightweight performance fleece with bonded zip pockets.', 'tech-fleece-hoodie'],
      [
        'Embroidered Logo Hoodie',
        'A midweight hoodie with a small tonal embroidered logo on the chest.',
        'logo-hoodie',
      ],
      ['Cropped Boxy Hoodie', 'A cropped, boxy hoodie with a raw-edge hem and flat drawcords.', 'cropped-hoodie'],
      [
        'Merino Blend Hoodie',
        'A soft merino and cotton blend that regulates temperature on the move.',
        'merino-hoodie',
      ],
      ['Sherpa-Lined Hoodie', 'A cosy sherpa lining in the hood and body for the coldest mornings.', 'sherpa-hoodie'],
    ],
    notes: [
      'Double-layered hood with metal-tipped drawcords.',
      'Brushed inside for extra warmth.',
      'Made in a traceable cotton from small family farms.',
    ],
  },
  {
    category: 'Skirts',
    dollars: [35, 89],
    scale: 'letter',
    colors: ['Black', 'Navy', 'Pink', 'Purple', 'Green', 'Red', 'Brown', 'Yellow', 'White', 'Mint'],
    items: [
      ['Pleated Midi Skirt', 'A fluid pleated midi skirt with an elasticated back waistband.', 'pleated-midi-skirt'],
      ['Denim Mini Skirt', 'A five-pocket mini skirt in rigid cotton denim with a raw hem.', 'denim-mini-skirt'],
      [
        'Satin Bias-Cut Skirt',
        'Cut on the bias in a lustrous satin that skims the body and falls to mid-calf.',
        'satin-skirt',
      ],
      ['Linen A-Line Skirt', 'A breezy linen A-line skirt with side pockets and a button front.', 'a-line-skirt'],
      ['Wool Pencil Skirt', 'A tailored pencil skirt in stretch wool with a back vent.', 'pencil-skirt'],
      ['Tiered Cotton Maxi Skirt', 'Floaty tiers of cotton gauze with a drawstring waist.', 'tiered-maxi-skirt'],
      [
        'Corduroy Button Skirt',
        'A fine-wale corduroy skirt with a full button front and patch pockets.',
        'corduroy-skirt',
      ],
      ['Printed Wrap Skirt', 'A wrap skirt in printed viscose that ties at the side.', 'wrap-skirt'],
    ],
    notes: [
      'A comfortable mid-rise waistband with a hidden hook fastening.',
      'Pair it with a tucked-in tee or a fine knit.',
      'Hand wash or use a gentle cycle.',
    ],
  },
  {
    category: 'Sweaters',
    dollars: [49, 129],
    scale: 'letter',
    colors: ['Gray', 'Navy', 'Brown', 'Green', 'Black', 'White', 'Red', 'Mint', 'Orange', 'Purple'],
    items: [
      [
        'Merino Crew-Neck Sweater',
        'Fine-gauge extra-fine merino in a timeless crew-neck shape.',
        'merino-crew-sweater',
      ],
      [
        'Cable-Knit Fisherman Sweater',
        'A chunky cable-knit sweater in pure wool, inspired by traditional fishermen’s knits.',
        'cable-sweater',
      ],
      ['Cashmere V-Neck Sweater', 'Grade-A cashmere, soft and warm, in a relaxed V-neck fit.', 'cashmere-v-sweater'],
      ['Ribbed Turtleneck Sweater', 'A close-fitting ribbed turtleneck in a warm merino blend.', 'turtleneck-sweater'],
      ['Open-Knit Polo Sweater', 'An airy open-knit cotton polo with a three-button placket.', 'polo-sweater'],
      [
        'Mohair-Blend Cardigan',
        'A fluffy mohair-blend cardigan with oversized horn-effect buttons.',
        'mohair-cardigan',
      ],
      ['Fair Isle Yoke Sweater', 'A traditional Fair Isle yoke knitted in soft lambswool.', 'fair-isle-sweater'],
      ['Half-Zip Waffle Sweater', 'A half-zip sweater in a textured waffle knit.', 'half-zip-sweater'],
    ],
    notes: ['Dry flat to keep its shape.', 'Knitted in a family-run mill.', 'Warm without being bulky under a coat.'],
  },
  {
    category: 'Shorts',
    dollars: [25, 59],
    scale: 'letter',
    colors: ['Blue', 'Navy', 'Brown', 'Green', 'Gray', 'White', 'Black', 'Mint', 'Orange', 'Yellow', 'LightBlue'],
    items: [
      [
        'Flat-Front Chino Shorts',
        'Cotton twill chino shorts with a 7-inch inseam and a clean flat front.',
        'chino-shorts',
      ],
      [
        'Linen Drawstring Shorts',
        'Relaxed linen shorts with an elastic drawstring waist for hot days.',
        'drawstring-shorts',
      ],
      ['Denim Cut-Off Shorts', 'Vintage-inspired denim cut-offs with a frayed hem.', 'cutoff-shorts'],
      [
        'Pleated Tailored Shorts',
        'Smart pleated shorts in a crisp cotton blend that pair well with a shirt.',
        'pleated-shorts',
      ],
      ['Ripstop Cargo Shorts', 'Ripstop cargo shorts with bellows pockets and a belted waist.', 'cargo-shorts'],
      ['Quick-Dry Swim Shorts', 'Quick-drying swim shorts with a mesh lining and a zip back pocket.', 'swim-shorts'],
      ['Terry Lounge Shorts', 'Soft French terry lounge shorts with a ribbed waistband.', 'lounge-shorts'],
      ['Stretch Bermuda Shorts', 'Longer-length Bermuda shorts in stretch cotton poplin.', 'bermuda-shorts'],
    ],
    notes: [
      'Rolled cuffs can be let down for a longer length.',
      'Ready for the lake at Issyk-Kul or a city weekend.',
      'Side pockets deep enough for a phone.',
    ],
  },
];

export const DEMO_CATEGORIES: readonly string[] = CATEGORY_SPECS.map((c) => c.category);

/** Sentences any description may end with. */
const COMMON_NOTES = [
  'Designed in Bishkek and made in small batches.',
  'Machine wash cold and hang to dry.',
  'Part of our responsibly sourced collection.',
  'Returns are free within 3 days of delivery.',
];

/** Words that set repeats apart when the catalogue is larger than the list of items. */
const COLLECTION_WORDS = [
  'Coastal',
  'Heritage',
  'Weekend',
  'Studio',
  'Urban',
  'Alpine',
  'Riviera',
  'Atelier',
  'Summit',
  'Harbour',
  'Meadow',
  'Everyday',
  'Signature',
  'Horizon',
  'Canyon',
  'Lakeside',
  'Highland',
  'Metro',
  'Sunset',
  'Silk Road',
] as const;

/** The demo's letter sizes: XS to XXL of the store's one size order. */
const LETTER_SCALE = LETTER_SIZES.slice(LETTER_SIZES.indexOf('XS'), LETTER_SIZES.indexOf('XXL') + 1);
const WAIST_SCALE = ['28', '30', '32', '34', '36', '38'] as const;
/** Size positions from which a size costs a little more (XL and up, waist 36 and up). */
const SURCHARGE_FROM = 4;
const SURCHARGE_CENTS = 200;

const DISCOUNT_PERCENTAGES = [10, 15, 20, 25, 30, 35, 40] as const;

// ---------------------------------------------------------------------------------------
// Generator

export interface DemoCategoryDiscount {
  category: string;
  percentage: number;
  flatAmountCents: number;
  expiresAt: Date;
}

/** A demo product and the style its pictures are drawn in. */
export interface DemoProduct extends WrittenProduct {
  style: GarmentStyle;
}

export interface DemoCatalogue {
  products: DemoProduct[];
  categoryDiscount: DemoCategoryDiscount;
}

export interface DemoCatalogueOptions {
  now: Date;
  count?: number;
  seed?: number;
  /** Image URLs for a variant, by its item's style; without it variants have no images. */
  imagesFor?: (style: GarmentStyle, color: string) => string[];
}

type AgeBucket = 'week' | 'year' | 'previous' | 'older';

function ageBuckets(count: number, rng: Rng): AgeBucket[] {
  const week = Math.max(1, Math.round(count * 0.12));
  const previous = Math.round(count * 0.3);
  const older = Math.round(count * 0.22);
  const year = Math.max(0, count - week - previous - older);
  const buckets: AgeBucket[] = [
    ...Array<AgeBucket>(week).fill('week'),
    ...Array<AgeBucket>(year).fill('year'),
    ...Array<AgeBucket>(previous).fill('previous'),
    ...Array<AgeBucket>(older).fill('older'),
  ].slice(0, count);
  return rng.shuffle(buckets);
}

/** A moment in [lo, hi] rounded to the minute, or null when the range is empty. */
function between(rng: Rng, lo: number, hi: number): number | null {
  if (hi <= lo) return null;
  return Math.floor((lo + rng.next() * (hi - lo)) / MINUTE) * MINUTE;
}

function createdAtFor(bucket: AgeBucket, now: Date, rng: Rng): Date {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const previousStart = Date.UTC(year - 1, 0, 1);
  const week = () => between(rng, t - 6.5 * DAY, t - 30 * MINUTE) ?? t - HOUR;
  const previous = () =>
    between(rng, previousStart + HOUR, Math.min(yearStart - HOUR, t - 8 * DAY)) ?? previousStart + DAY;
  switch (bucket) {
    case 'week':
      return new Date(week());
    case 'year':
      // Early in January there is no "this year, before this week": fall back to last year.
      return new Date(between(rng, yearStart + HOUR, t - 8 * DAY) ?? previous());
    case 'previous':
      return new Date(previous());
    case 'older':
      return new Date(between(rng, Date.UTC(year - 4, 0, 1), previousStart - DAY) ?? previousStart - 30 * DAY);
  }
}

function basePriceCents(spec: CategorySpec, rng: Rng): number {
  let dollars = rng.int(spec.dollars[0], spec.dollars[1]);
  if (rng.chance(0.6)) dollars = Math.max(spec.dollars[0], Math.round(dollars / 5) * 5);
  return dollars * 100 - 1;
}

function sizeRange(spec: CategorySpec, rng: Rng): { labels: readonly string[]; from: number } {
  if (spec.scale === 'waist') {
    const from = rng.chance(0.7) ? 0 : 1;
    const to = rng.chance(0.6) ? 4 : 5;
    return { labels: WAIST_SCALE.slice(from, to + 1), from };
  }
  const from = rng.chance(0.55) ? 0 : 1;
  const to = rng.chance(0.5) ? 4 : 5;
  return { labels: LETTER_SCALE.slice(from, to + 1), from };
}

function productName(base: string, round: number): string {
  if (round === 0) return base;
  const word = COLLECTION_WORDS[(round - 1) % COLLECTION_WORDS.length]!;
  const cycle = Math.floor((round - 1) / COLLECTION_WORDS.length);
  return cycle === 0 ? `${word} ${base}` : `${word} ${base} No. ${cycle + 1}`;
}

function description(spec: CategorySpec, blurb: string, rng: Rng): string {
  if (rng.chance(0.03)) return '';
  const extra = rng.int(0, 2);
  const pool = rng.shuffle([...spec.notes, ...COMMON_NOTES]);
  return [blurb, ...pool.slice(0, extra)].join(' ');
}

type DiscountPlan =
  | { kind: 'none' }
  | { kind: 'sale' | 'expired'; percentage: number; expiresAt: Date }
  | { kind: 'clearance'; percentage: number; expiresAt: Date };

function discountPlan(now: Date, rng: Rng): DiscountPlan {
  const r = rng.next();
  const percentage = rng.pick(DISCOUNT_PERCENTAGES);
  const t = now.getTime();
  if (r < 0.16)
    return { kind: 'sale', percentage, expiresAt: new Date(t + rng.int(2, 40) * DAY + rng.int(0, 23) * HOUR) };
  if (r < 0.25)
    return { kind: 'expired', percentage, expiresAt: new Date(t - rng.int(1, 90) * DAY - rng.int(0, 23) * HOUR) };
  if (r < 0.31) return { kind: 'clearance', percentage, expiresAt: new Date(t + rng.int(5, 30) * DAY) };
  return { kind: 'none' };
}

/** The discount of one size under a product's discount plan. */
function sizeDiscount(
  plan: DiscountPlan,
  sizeIndex: number,
  sizeCount: number,
): Pick<SizeInput, 'discountPercentage' | 'discountExpiresAt'> {
  const none = { discountPercentage: 0, discountExpiresAt: null };
  if (plan.kind === 'none') return none;
  // Clearance: only the smallest and largest sizes are reduced.
  if (plan.kind === 'clearance' && sizeIndex !== 0 && sizeIndex !== sizeCount - 1) return none;
  return { discountPercentage: plan.percentage, discountExpiresAt: plan.expiresAt };
}

function hasStock(p: WrittenProduct): boolean {
  return p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
}

function setDiscount(p: WrittenProduct, percentage: number, expiresAt: Date): void {
  for (const v of p.variants) {
    for (const s of v.sizes) {
      s.discountPercentage = percentage;
      s.discountExpiresAt = expiresAt;
    }
  }
}

/** Generates the catalogue. Fast enough for 100,000 products. */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  const count = options.count ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0 || count > MAX_PRODUCT_COUNT) {
    throw new RangeError(`count must be an integer from 0 to ${MAX_PRODUCT_COUNT}`);
  }
  const now = options.now;
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const imagesFor = options.imagesFor ?? (() => []);

  // Every item once (shuffled, so categories mix), then again with collection words.
  const templates = rng.shuffle(
    CATEGORY_SPECS.flatMap((spec) => spec.items.map(([name, blurb, style]) => ({ spec, name, blurb, style }))),
  );
  const buckets = ageBuckets(count, rng);
  const products: DemoProduct[] = [];

  for (let i = 0; i < count; i++) {
    const { spec, name, blurb, style } = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length);
    const base = basePriceCents(spec, rng);
    const { labels, from } = sizeRange(spec, rng);
    const plan = discountPlan(now, rng);
    const variantCount = rng.chance(0.3) ? 1 : rng.chance(0.65) ? 2 : 3;
    const colors = rng.shuffle(spec.colors).slice(0, variantCount);

    const variants: VariantInput[] = colors.map((color) => ({
      color,
      images: imagesFor(style, color),
      sizes: labels.map((size, index) => ({
        size,
        priceCents: Math.min(
          18_999,
          base + (from + index >= SURCHARGE_FROM ? SURCHARGE_CENTS * (from + index - SURCHARGE_FROM + 1) : 0),
        ),
        stock: rng.chance(0.14) ? 0 : rng.int(1, 40),
        ...sizeDiscount(plan, index, labels.length),
      })),
    }));

    products.push({
      name: productName(name, round),
      description: description(spec, blurb, rng),
      // The item's first appearance carries its names in Russian and Kyrgyz.
      ...(round === 0 ? { translations: demoTranslations(name) } : {}),
      category: spec.category,
      style,
      priceCents: variants[0]!.sizes[0]!.priceCents,
      isFeatured: rng.chance(0.16),
      createdAt: createdAtFor(buckets[i]!, now, rng),
      variants,
    });
  }

  const discountCategory = products.some((p) => p.category === 'Jackets')
    ? 'Jackets'
    : (products[0]?.category ?? 'Jackets');

  ensureShowcase(products, discountCategory, now, rng);

  return {
    products,
    categoryDiscount: {
      category: discountCategory,
      percentage: 20,
      flatAmountCents: 0,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    },
  };
}

/**
 * Makes sure a catalogue of a useful size shows everything the storefront can show: a
 * sold-out product, sold-out sizes, enough featured products in stock, an empty
 * description, and both live and expired size discounts outside the discounted category.
 */
function ensureShowcase(products: WrittenProduct[], discountCategory: string, now: Date, rng: Rng): void {
  if (products.length < 10) return;
  const t = now.getTime();

  // One product entirely sold out (never the first, so the lists open with something to buy).
  const soldOut = products[Math.floor(products.length / 3)]!;
  for (const v of soldOut.variants) for (const s of v.sizes) s.stock = 0;
  soldOut.isFeatured = false;

  // Some sold-out sizes among products that are otherwise in stock.
  if (!products.some((p) => p !== soldOut && p.variants.some((v) => v.sizes.some((s) => s.stock === 0)))) {
    products[1]!.variants[0]!.sizes[0]!.stock = 0;
  }

  // Featured: about 15%, and always a handful in stock.
  const wantFeatured = Math.min(6, Math.ceil(products.length * 0.08));
  let featuredInStock = products.filter((p) => p.isFeatured && hasStock(p)).length;
  for (let i = 0; featuredInStock < wantFeatured && i < products.length; i += 3) {
    const p = products[i]!;
    if (!p.isFeatured && hasStock(p)) {
      p.isFeatured = true;
      featuredInStock++;
    }
  }

  // A product whose card falls back to "No description available."
  if (!products.some((p) => p.description === '')) products[7]!.description = '';

  // Live and expired size discounts outside the category that has its own discount.
  const outside = products.filter((p) => p.category !== discountCategory && p !== soldOut);
  const isLive = (p: WrittenProduct) =>
    p.variants.some((v) =>
      v.sizes.some(
        (s) => s.discountPercentage > 0 && s.discountExpiresAt !== null && s.discountExpiresAt.getTime() > t,
      ),
    );
  const isExpired = (p: WrittenProduct) =>
    p.variants.some((v) =>
      v.sizes.some(
        (s) => s.discountPercentage > 0 && s.discountExpiresAt !== null && s.discountExpiresAt.getTime() <= t,
      ),
    );
  const plain = outside.filter((p) => !isLive(p) && !isExpired(p));
  for (let live = outside.filter(isLive).length; live < 3 && plain.length > 0; live++) {
    setDiscount(plain.shift()!, rng.pick(DISCOUNT_PERCENTAGES), new Date(t + rng.int(3, 20) * DAY));
  }
  for (let expired = outside.filter(isExpired).length; expired < 2 && plain.length > 0; expired++) {
    setDiscount(plain.shift()!, rng.pick(DISCOUNT_PERCENTAGES), new Date(t - rng.int(2, 30) * DAY));
  }
}

// ---------------------------------------------------------------------------------------
// Demo reviews

export interface DemoReview {
  productIndex: number;
  authorIndex: number;
  rating: number;
  comment: string;
  /** How it fits, as the author answered; null when the review does not say. */
  fit: FitAnswer | null;
  /** The size bought, one of the product's sizes; null when the review does not say. */
  size: string | null;
  createdAt: Date;
}

export interface DemoComment {
  text: string;
  language: DemoLanguage;
  /** The fit this comment speaks of: a review with it gives that answer. Absent when it says nothing of fit. */
  fit?: FitAnswer;
}

/**
 * Demo review comments by rating, each tagged with its language. Spanish, French and Hindi
 * comments open with a greeting and use only phrases of the built-in translator's list, so
 * every one of them offers a translation that works (server/translation/phrase-list.ts).
 * Every language has, for every rating, a comment that says nothing of fit: a review that
 * gives no fit answer, or whose answer no fit comment matches, still finds one.
 */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly DemoComment[]> = {
  5: [
    {
      text: 'Absolutely love it. The fabric feels premium and the fit is spot on.',
      language: 'en',
      fit: 'true_to_size',
    },
    {
      text: 'Exactly like the photos. I ordered my usual size and it fits perfectly.',
      language: 'en',
      fit: 'true_to_size',
    },
    { text: 'Great quality for the price, I have already ordered a second colour.', language: 'en' },
    { text: 'Arrived quickly and beautifully packed. Will definitely buy again.', language: 'en' },
    {
      text: '¡Hola! La tela es suave y la talla es perfecta. Muy contenta con la compra.',
      language: 'es',
      fit: 'true_to_size',
    },
    { text: '¡Hola! Excelente calidad, llegó rápido. Lo volvería a comprar.', language: 'es' },
    {
      text: 'Bonjour ! Très belle qualité, la coupe est parfaite. Je recommande vivement.',
      language: 'fr',
      fit: 'true_to_size',
    },
    { text: 'Bonjour ! La couleur est magnifique, livraison rapide. Merci beaucoup !', language: 'fr' },
    { text: 'नमस्ते! कपड़ा बहुत अच्छा है और फिटिंग भी एकदम सही है।', language: 'hi', fit: 'true_to_size' },
    { text: 'नमस्ते! रंग बहुत सुंदर है। डिलीवरी जल्दी हुई।', language: 'hi' },
    { text: 'Здравствуйте! Отличное качество, размер подошёл идеально.', language: 'ru', fit: 'true_to_size' },
    { text: 'Всё понравилось: ткань приятная, цвет как на фото.', language: 'ru' },
    { text: 'Салам! Сапаты абдан жакшы, өлчөмү так келди. Сунуштайм!', language: 'ky', fit: 'true_to_size' },
    { text: 'Абдан жакты! Кездемеси жумшак, түсү сүрөттөгүдөй.', language: 'ky' },
  ],
  4: [
    { text: 'Really nice piece. Runs slightly large, so consider sizing down.', language: 'en', fit: 'runs_large' },
    {
      text: 'Lovely fabric, but it runs a little small. I would size up next time.',
      language: 'en',
      fit: 'runs_small',
    },
    { text: 'Good quality and comfortable. The colour is a touch darker than on screen.', language: 'en' },
    { text: 'Very happy overall, just wish it came in more colours.', language: 'en' },
    { text: 'Hola, me gusta mucho el color, aunque tardó un poco en llegar.', language: 'es' },
    { text: 'Hola. Muy buena calidad, es un poco grande.', language: 'es', fit: 'runs_large' },
    { text: 'Bonjour ! Très bon rapport qualité-prix, je recommande.', language: 'fr' },
    { text: 'Bonjour, très confortable. La taille est un peu grande.', language: 'fr', fit: 'runs_large' },
    { text: 'Namaste! Quality bahut achhi hai, colour bhi photo jaisa hai.', language: 'hi' },
    { text: 'नमस्ते! गुणवत्ता अच्छी है, साइज़ थोड़ा बड़ा है।', language: 'hi', fit: 'runs_large' },
    { text: 'Качество хорошее, только доставка заняла чуть дольше, чем ожидалось.', language: 'ru' },
    { text: 'Хорошая вещь, но немного великовата: берите на размер меньше.', language: 'ru', fit: 'runs_large' },
    { text: 'Салам! Сапаты жакшы, бирок жеткирүү бир аз кечикти.', language: 'ky' },
    { text: 'Жакшы буюм, бирок бир аз чоң экен. Бир өлчөм кичирээгин алыңыз.', language: 'ky', fit: 'runs_large' },
  ],
  3: [
    { text: 'Decent, but the material is thinner than I expected.', language: 'en' },
    { text: 'True to size, but the fabric creases more than I hoped.', language: 'en', fit: 'true_to_size' },
    { text: 'Hola. El color es precioso, pero la tela es fina.', language: 'es' },
    { text: 'Bonjour. Le tissu est agréable, mais la couleur est un peu terne.', language: 'fr' },
    { text: 'Bonjour, le tissu est agréable mais la taille est un peu grande.', language: 'fr', fit: 'runs_large' },
    { text: 'नमस्ते। गुणवत्ता अच्छी है, लेकिन कपड़ा थोड़ा पतला है।', language: 'hi' },
    { text: 'Неплохо, но ткань тоньше, чем казалось на фото.', language: 'ru' },
    { text: 'Маломерит: пришлось поменять на размер больше.', language: 'ru', fit: 'runs_small' },
    { text: 'Жаман эмес, бирок кездемеси мен күткөндөн жукараак.', language: 'ky' },
  ],
  2: [
    { text: 'The colour faded after a few washes. Disappointed.', language: 'en' },
    { text: 'Sizing was off, I had to return it for a bigger one.', language: 'en', fit: 'runs_small' },
    { text: 'Hola. El color se destiñó al lavarlo. No me gustó.', language: 'es' },
    { text: 'Hola. Es un poco pequeño. No me gustó.', language: 'es', fit: 'runs_small' },
    { text: 'Bonjour. La couleur a passé au lavage. Je ne recommande pas.', language: 'fr' },
    { text: 'Bonjour. La taille est un peu petite, je ne recommande pas.', language: 'fr', fit: 'runs_small' },
    { text: 'नमस्ते। कुछ धुलाई के बाद रंग फीका पड़ गया।', language: 'hi' },
    { text: 'Namaste. Size thoda chhota hai, return karna pada.', language: 'hi', fit: 'runs_small' },
    { text: 'После пары стирок цвет заметно потускнел. Разочарование.', language: 'ru' },
    { text: 'Бир нече жуугандан кийин түсү өчүп калды.', language: 'ky' },
    { text: 'Өлчөмү кичине экен, чоңураагына алмаштырууга туура келди.', language: 'ky', fit: 'runs_small' },
  ],
  1: [
    { text: 'Seams came apart after the first wear. Not worth it.', language: 'en' },
    {
      text: 'Far too small for the size on the label, and sending it back was a hassle.',
      language: 'en',
      fit: 'runs_small',
    },
    { text: 'Hola. La calidad es baja. No lo recomiendo.', language: 'es' },
    { text: 'Bonjour. Les coutures ont lâché au premier lavage. Je ne recommande pas.', language: 'fr' },
    { text: 'नमस्ते। पहली बार पहनते ही सिलाई खुल गई।', language: 'hi' },
    { text: 'Шов разошёлся после первой носки. Не рекомендую.', language: 'ru' },
    { text: 'Тигиши биринчи кийгенде эле сөгүлүп кетти. Сунуштабайм.', language: 'ky' },
  ],
};

function pickRating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const r = rng.next();
  if (r < 0.42) return 5;
  if (r < 0.74) return 4;
  if (r < 0.88) return 3;
  if (r < 0.95) return 2;
  return 1;
}

/** Share of demo reviews that answer how the item fits. */
const FIT_ANSWER_SHARE = 0.8;

/**
 * How a product fits by its reviews: most run true to size, a few small or large. A
 * review's answer follows its product's lean most of the time, so the product page's
 * "Most shoppers say" has something to say.
 */
function productFitLean(rng: Rng): FitAnswer {
  const r = rng.next();
  return r < 0.7 ? 'true_to_size' : r < 0.85 ? 'runs_small' : 'runs_large';
}

function reviewFit(lean: FitAnswer, rating: number, rng: Rng): FitAnswer | null {
  if (!rng.chance(FIT_ANSWER_SHARE)) return null;
  // Low ratings come more often from a poor fit.
  const followLean = rating >= 4 ? 0.8 : 0.55;
  if (rng.chance(followLean)) return lean;
  return rng.pick(FIT_ANSWERS.filter((answer) => answer !== lean));
}

export interface ReviewAuthorLanguages {
  languages: readonly DemoLanguage[];
}

export interface ReviewedProduct {
  createdAt: Date;
  variants: ReadonlyArray<{ sizes: ReadonlyArray<{ size: string }> }>;
}

/**
 * Plans reviews for about 30% of the products: 1–4 each, by distinct authors, dated between
 * the product's creation and `now`. Each comment is in one of its author's languages and
 * agrees with the review's rating and fit answer; most reviews answer how it fits and
 * which of the product's sizes was bought. Deterministic for the same inputs.
 */
export function planDemoReviews(
  products: readonly ReviewedProduct[],
  authors: readonly ReviewAuthorLanguages[],
  now: Date,
  seed = DEFAULT_SEED,
): DemoReview[] {
  if (authors.length < 1) return [];
  const rng = createRng(seed ^ 0x5eed);
  const t = now.getTime();
  const out: DemoReview[] = [];
  products.forEach((product, productIndex) => {
    if (!rng.chance(0.3)) return;
    const authorIndexes = rng
      .shuffle(Array.from({ length: authors.length }, (_, i) => i))
      .slice(0, rng.int(1, Math.min(4, authors.length)));
    const from = Math.max(product.createdAt.getTime(), t - 120 * DAY);
    const lean = productFitLean(rng);
    const sizes = [...new Set(product.variants.flatMap((v) => v.sizes.map((s) => s.size)))];
    for (const authorIndex of authorIndexes) {
      const rating = pickRating(rng);
      const fit = reviewFit(lean, rating, rng);
      const { languages } = authors[authorIndex]!;
      // A comment that speaks of fit only under the same answer; one that does not, under any.
      const fitting = REVIEW_COMMENTS[rating].filter(
        (c) => languages.includes(c.language) && (c.fit === undefined || c.fit === fit),
      );
      out.push({
        productIndex,
        authorIndex,
        rating,
        comment: rng.pick(fitting).text,
        fit,
        size: fit !== null && sizes.length > 0 ? rng.pick(sizes) : null,
        createdAt: new Date(Math.min(t, from + Math.floor(rng.next() * Math.max(0, t - from)))),
      });
    }
  });
  return out;
}
