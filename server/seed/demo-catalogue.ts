/**
 * The demo catalogue: a deterministic generator of realistic products (names, descriptions,
 * colours, sizes, prices, stock, discounts and dates relative to `now`) and of demo reviews.
 * Pure: no I/O, the same seed and `now` always give the same catalogue. Images are filled
 * in by the caller through `imagesFor`.
 */
import { type KnownColor, LETTER_SIZES } from '#domain/product.ts';
import type { WrittenProduct, SizeInput, VariantInput } from '#server/services/catalog/index.ts';
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
  /** One product per entry: its name and the first sentence of its description. */
  items: ReadonlyArray<readonly [name: string, blurb: string]>;
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
      ['Essential Crew-Neck Tee', 'A midweight cotton jersey tee with a clean crew neck and a true-to-size fit.'],
      [
        'Oversized Boxy Tee',
        'Dropped shoulders and a boxy, slightly cropped body give this 240 gsm cotton tee a relaxed shape.',
      ],
      ['Pima Cotton V-Neck Tee', 'Soft, long-staple Pima cotton in a slim V-neck cut that layers easily.'],
      ['Striped Breton Tee', 'A classic Breton stripe on sturdy cotton interlock, finished with a wide boat neck.'],
      ['Organic Cotton Pocket Tee', 'Made from certified organic cotton, with a patch pocket on the chest.'],
      [
        'Slub Linen-Blend Tee',
        'A lightweight linen and cotton blend with a subtle slub texture that stays cool in summer.',
      ],
      ['Ribbed Fitted Tee', 'A close-fitting rib-knit tee with a little stretch and a slightly shorter length.'],
      ['Mountain Graphic Tee', 'Garment-dyed cotton with a screen-printed mountain graphic inspired by the Tian Shan.'],
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
      ],
      [
        'Oxford Button-Down Shirt',
        'A wardrobe staple in soft-washed Oxford cloth with a button-down collar and a chest pocket.',
      ],
      ['Poplin Relaxed Shirt', 'Crisp cotton poplin cut with a roomy body and dropped shoulders.'],
      [
        'Flannel Check Overshirt',
        'A brushed cotton flannel overshirt with two flap pockets, made for layering over a tee on cool days.',
      ],
      ['Chambray Work Shirt', 'Soft washed chambray with reinforced seams and twin chest pockets.'],
      ['Silk-Blend Resort Shirt', 'A fluid silk and viscose blend with a notch collar and a gentle drape.'],
      ['Band-Collar Linen Shirt', 'A linen shirt with a stand-up band collar and pearl-effect buttons.'],
      [
        'Slim Stretch Poplin Shirt',
        'A slim-fit poplin shirt with a touch of stretch for all-day comfort at the office.',
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
      ['Linen Wrap Midi Dress', 'A wrap silhouette in washed linen that ties at the waist and falls to mid-calf.'],
      [
        'Floral Tiered Maxi Dress',
        'Three soft tiers of printed cotton voile with a smocked bodice and adjustable straps.',
      ],
      ['Satin Slip Dress', 'A bias-cut satin slip dress with fine straps and a cowl neckline.'],
      ['Rib-Knit Sweater Dress', 'A cosy rib-knit dress with a mock neck that skims the body.'],
      ['Belted Shirt Dress', 'A cotton poplin shirt dress with a self-tie belt and a full button front.'],
      ['Pleated Chiffon Midi Dress', 'Fine sunray pleats and a lined chiffon skirt that moves beautifully.'],
      ['Smocked Cotton Sundress', 'A lightweight cotton sundress with a smocked back and a swingy skirt.'],
      ['Tailored Sheath Dress', 'A structured crepe sheath with a square neckline and a concealed back zip.'],
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
      ],
      ['Slim Tapered Jeans', 'A slim fit through the thigh that tapers to the ankle, in comfortable stretch denim.'],
      ['Relaxed Carpenter Jeans', 'Loose carpenter jeans with a hammer loop and roomy utility pockets.'],
      [
        'Wide-Leg Selvedge Jeans',
        'Selvedge denim woven on traditional shuttle looms, cut with a wide leg and a high waist.',
      ],
      ['Bootcut Stretch Jeans', 'A flattering bootcut with a mid rise and just enough stretch.'],
      ['Vintage Wash Mom Jeans', 'A high-waisted tapered fit in a faded vintage wash with light whiskering.'],
      ['Super Skinny Jeans', 'A second-skin fit in power-stretch denim that keeps its shape all day.'],
      ['Classic Five-Pocket Jeans', 'Regular-fit five-pocket jeans in midweight denim, built for everyday wear.'],
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
      ],
      ['Classic Denim Jacket', 'The trucker-style denim jacket with flap chest pockets and adjustable waist tabs.'],
      ['Quilted Bomber Jacket', 'A lightweight quilted bomber jacket with ribbed cuffs and a two-way zip.'],
      ['Suede Trucker Jacket', 'Soft suede in a classic trucker shape, lined for comfort.'],
      ['Packable Rain Jacket', 'A seam-sealed waterproof shell jacket that folds into its own pocket.'],
      ['Wool-Blend Chore Jacket', 'A boxy chore jacket in a warm wool blend with three patch pockets.'],
      ['Recycled Puffer Jacket', 'Recycled insulation keeps this hooded puffer jacket warm without the bulk.'],
      ['Unstructured Linen Jacket', 'A soft-shouldered linen jacket with patch pockets, made for summer evenings.'],
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
      ['Fleece Pullover Hoodie', 'Brushed-back cotton fleece with a roomy hood and a front pouch pocket.'],
      ['Zip-Through Hoodie', 'A full-zip hoodie in loopback French terry with ribbed cuffs and hem.'],
      ['Oversized Washed Hoodie', 'Garment-washed for a lived-in feel, with dropped shoulders and an oversized fit.'],
      ['Tech Fleece Hoodie', 'A smooth, lightweight performance fleece with bonded zip pockets.'],
      ['Embroidered Logo Hoodie', 'A midweight hoodie with a small tonal embroidered logo on the chest.'],
      ['Cropped Boxy Hoodie', 'A cropped, boxy hoodie with a raw-edge hem and flat drawcords.'],
      ['Merino Blend Hoodie', 'A soft merino and cotton blend that regulates temperature on the move.'],
      ['Sherpa-Lined Hoodie', 'A cosy sherpa lining in the hood and body for the coldest mornings.'],
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
      ['Pleated Midi Skirt', 'A fluid pleated midi skirt with an elasticated back waistband.'],
      ['Denim Mini Skirt', 'A five-pocket mini skirt in rigid cotton denim with a raw hem.'],
      ['Satin Bias-Cut Skirt', 'Cut on the bias in a lustrous satin that skims the body and falls to mid-calf.'],
      ['Linen A-Line Skirt', 'A breezy linen A-line skirt with side pockets and a button front.'],
      ['Wool Pencil Skirt', 'A tailored pencil skirt in stretch wool with a back vent.'],
      ['Tiered Cotton Maxi Skirt', 'Floaty tiers of cotton gauze with a drawstring waist.'],
      ['Corduroy Button Skirt', 'A fine-wale corduroy skirt with a full button front and patch pockets.'],
      ['Printed Wrap Skirt', 'A wrap skirt in printed viscose that ties at the side.'],
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
      ['Merino Crew-Neck Sweater', 'Fine-gauge extra-fine merino in a timeless crew-neck shape.'],
      [
        'Cable-Knit Fisherman Sweater',
        'A chunky cable-knit sweater in pure wool, inspired by traditional fishermen’s knits.',
      ],
      ['Cashmere V-Neck Sweater', 'Grade-A cashmere, soft and warm, in a relaxed V-neck fit.'],
      ['Ribbed Turtleneck Sweater', 'A close-fitting ribbed turtleneck in a warm merino blend.'],
      ['Open-Knit Polo Sweater', 'An airy open-knit cotton polo with a three-button placket.'],
      ['Mohair-Blend Cardigan', 'A fluffy mohair-blend cardigan with oversized horn-effect buttons.'],
      ['Fair Isle Yoke Sweater', 'A traditional Fair Isle yoke knitted in soft lambswool.'],
      ['Half-Zip Waffle Sweater', 'A half-zip sweater in a textured waffle knit.'],
    ],
    notes: ['Dry flat to keep its shape.', 'Knitted in a family-run mill.', 'Warm without being bulky under a coat.'],
  },
  {
    category: 'Shorts',
    dollars: [25, 59],
    scale: 'letter',
    colors: ['Blue', 'Navy', 'Brown', 'Green', 'Gray', 'White', 'Black', 'Mint', 'Orange', 'Yellow', 'LightBlue'],
    items: [
      ['Flat-Front Chino Shorts', 'Cotton twill chino shorts with a 7-inch inseam and a clean flat front.'],
      ['Linen Drawstring Shorts', 'Relaxed linen shorts with an elastic drawstring waist for hot days.'],
      ['Denim Cut-Off Shorts', 'Vintage-inspired denim cut-offs with a frayed hem.'],
      ['Pleated Tailored Shorts', 'Smart pleated shorts in a crisp cotton blend that pair well with a shirt.'],
      ['Ripstop Cargo Shorts', 'Ripstop cargo shorts with bellows pockets and a belted waist.'],
      ['Quick-Dry Swim Shorts', 'Quick-drying swim shorts with a mesh lining and a zip back pocket.'],
      ['Terry Lounge Shorts', 'Soft French terry lounge shorts with a ribbed waistband.'],
      ['Stretch Bermuda Shorts', 'Longer-length Bermuda shorts in stretch cotton poplin.'],
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

export interface DemoCatalogue {
  products: WrittenProduct[];
  categoryDiscount: DemoCategoryDiscount;
}

export interface DemoCatalogueOptions {
  now: Date;
  count?: number;
  seed?: number;
  /** Image URLs for a variant; without it variants have no images. */
  imagesFor?: (category: string, color: string) => string[];
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
    CATEGORY_SPECS.flatMap((spec) => spec.items.map(([name, blurb]) => ({ spec, name, blurb }))),
  );
  const buckets = ageBuckets(count, rng);
  const products: WrittenProduct[] = [];

  for (let i = 0; i < count; i++) {
    const { spec, name, blurb } = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length);
    const base = basePriceCents(spec, rng);
    const { labels, from } = sizeRange(spec, rng);
    const plan = discountPlan(now, rng);
    const variantCount = rng.chance(0.3) ? 1 : rng.chance(0.65) ? 2 : 3;
    const colors = rng.shuffle(spec.colors).slice(0, variantCount);

    const variants: VariantInput[] = colors.map((color) => ({
      color,
      images: imagesFor(spec.category, color),
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
  createdAt: Date;
}

export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely love it. The fabric feels premium and the fit is spot on.',
    'Exactly like the photos. I ordered my usual size and it fits perfectly.',
    'Great quality for the price, I have already ordered a second colour.',
    'Arrived quickly and beautifully packed. Will definitely buy again.',
    '¡Hola! La tela es suave y la talla es perfecta. Muy contenta con la compra.',
    'Bonjour ! Très belle qualité, la coupe est parfaite. Je recommande vivement.',
    'नमस्ते! कपड़ा बहुत अच्छा है और फिटिंग भी एकदम सही है।',
    'Здравствуйте! Отличное качество, размер подошёл идеально.',
  ],
  4: [
    'Really nice piece. Runs slightly large, so consider sizing down.',
    'Good quality and comfortable. The colour is a touch darker than on screen.',
    'Very happy overall, just wish it came in more colours.',
    'Hola, me gusta mucho el color, aunque tardó un poco en llegar.',
    'Namaste! Quality bahut achhi hai, colour bhi photo jaisa hai.',
  ],
  3: [
    'Decent, but the material is thinner than I expected.',
    'Fit is fine, though the sleeves are a little long for me.',
    'Bonjour, le tissu est agréable mais la taille est un peu grande.',
  ],
  2: ['The colour faded after a few washes. Disappointed.', 'Sizing was off, I had to return it for a bigger one.'],
  1: [
    'Seams came apart after the first wear. Not worth it.',
    'Hola, la talla no corresponde y la calidad es baja. No lo recomiendo.',
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

/**
 * Plans reviews for about 30% of the products: 1–4 each, by distinct authors, dated between
 * the product's creation and `now`. Deterministic for the same inputs.
 */
export function planDemoReviews(
  products: ReadonlyArray<{ createdAt: Date }>,
  authorCount: number,
  now: Date,
  seed = DEFAULT_SEED,
): DemoReview[] {
  if (authorCount < 1) return [];
  const rng = createRng(seed ^ 0x5eed);
  const t = now.getTime();
  const out: DemoReview[] = [];
  products.forEach((product, productIndex) => {
    if (!rng.chance(0.3)) return;
    const authors = rng
      .shuffle(Array.from({ length: authorCount }, (_, i) => i))
      .slice(0, rng.int(1, Math.min(4, authorCount)));
    const from = Math.max(product.createdAt.getTime(), t - 120 * DAY);
    for (const authorIndex of authors) {
      const rating = pickRating(rng);
      out.push({
        productIndex,
        authorIndex,
        rating,
        comment: rng.pick(REVIEW_COMMENTS[rating]),
        createdAt: new Date(Math.min(t, from + Math.floor(rng.next() * Math.max(0, t - from)))),
      });
    }
  });
  return out;
}
