/**
 * The catalogue as a CSV file (decision 73): one record per product × colour × size, the
 * product's and the colour's columns repeated on each of its records. Written by the export,
 * read back by the import, which checks every record before anything is changed and names
 * each problem by the line it starts on. RFC 4180 both ways (quotes, commas and line breaks
 * inside a cell; CRLF, LF or CR line ends read; a UTF-8 byte order mark skipped). A cell
 * that a spreadsheet would run as a formula is written with a `'` before it, and read back
 * without it. Pure: no I/O.
 */
import { z } from 'zod';
import { isEntityId } from './input-rules';
import { csvRecord, withoutFormulaPrefix } from './csv-cells';
import { isProductImageUrl, PRODUCT_LIMITS, productInputSchema, type ProductInput } from './product-input';

/** The columns, in the export's order; the import finds them by name (any order, any case). */
export const CATALOGUE_COLUMNS = [
  'product_id',
  'name',
  'category',
  'description',
  'name_ru',
  'description_ru',
  'name_ky',
  'description_ky',
  'featured',
  'colour',
  'size',
  'price',
  'discount_percent',
  'discount_expires',
  'stock',
  'image_urls',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Columns an import cannot do without; the others may be left out of the file. */
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ['name', 'category', 'colour', 'size', 'price', 'stock'];

/** The product's own columns: the same on every record of one product (or left empty after its first). */
const PRODUCT_COLUMNS: readonly CatalogueColumn[] = [
  'name',
  'category',
  'description',
  'name_ru',
  'description_ru',
  'name_ky',
  'description_ky',
  'featured',
];

/** Between a colour's image URLs in one cell. */
export const IMAGE_URL_SEPARATOR = ' | ';

/** The largest file the import reads. A thousand products of several colours and sizes each fit. */
export const MAX_CATALOGUE_CSV_BYTES = 5 * 1024 * 1024;

/** Problems listed at most; past them the report says how many more there are. */
export const MAX_LISTED_PROBLEMS = 500;

export const CATALOGUE_CSV_TEXT = {
  empty: 'The file is empty.',
  unclosedQuote: 'A quoted cell is not closed: a " is missing.',
  noHeader: `The first line must name the columns (${CATALOGUE_COLUMNS.join(', ')}).`,
  unknownColumn: (name: string) => `Unknown column "${name}".`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice.`,
  missingColumn: (name: string) => `The column "${name}" is missing.`,
  cellCount: (found: number, expected: number) => `This line has ${found} cells; the header names ${expected}.`,
  noRows: 'The file has no products.',
  unknownProduct: 'No product has this id (leave product_id empty to add a new product).',
  badProductId: 'This is not a product id (leave product_id empty to add a new product).',
  differs: (column: string, line: number) =>
    `The product's ${column} differs from line ${line}: give it once, or the same on every line of the product.`,
  imagesDiffer: (line: number) =>
    `This colour's image URLs differ from line ${line}: give them once, or the same on every line of the colour.`,
  featured: 'Featured must be true or false (or empty).',
  imageUrl: 'Image URLs must be http:// or https:// addresses, or stored images (/uploads/…).',
  tooManyImages: `A colour can have at most ${PRODUCT_LIMITS.imagesPerVariant} images.`,
  tooLarge: `The file can be at most ${MAX_CATALOGUE_CSV_BYTES / (1024 * 1024)} MB.`,
} as const;

/** POST …/catalogue/import's query: `dryRun=true` checks the file and changes nothing. */
export const catalogueImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false.' })
    .default('false')
    .transform((v) => v === 'true')
    .describe('true: check the file and report, change nothing.'),
});

// ---------------------------------------------------------------------------------------
// Writing

/** A product as the export reads it: prices in cents, the discount's expiry a Date. */
export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  translations: { ru?: { name?: string; description?: string }; ky?: { name?: string; description?: string } };
  category: string;
  isFeatured: boolean;
  variants: {
    color: string;
    images: string[];
    sizes: {
      size: string;
      priceCents: number;
      stock: number;
      discountPercentage: number;
      discountExpiresAt: Date | null;
    }[];
  }[];
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The header and every product's records. A product without colours or sizes has no record (the import needs one). */
export function* catalogueCsvRecords(products: Iterable<CatalogueProduct>): Generator<string> {
  yield csvRecord(CATALOGUE_COLUMNS);
  for (const p of products) {
    for (const variant of p.variants) {
      for (const size of variant.sizes) {
        const cells: Record<CatalogueColumn, string> = {
          product_id: p.id,
          name: p.name,
          category: p.category,
          description: p.description,
          name_ru: p.translations.ru?.name ?? '',
          description_ru: p.translations.ru?.description ?? '',
          name_ky: p.translations.ky?.name ?? '',
          description_ky: p.translations.ky?.description ?? '',
          featured: p.isFeatured ? 'true' : 'false',
          colour: variant.color,
          size: size.size,
          price: amount(size.priceCents),
          discount_percent: size.discountPercentage > 0 ? String(size.discountPercentage) : '',
          discount_expires: size.discountPercentage > 0 ? (size.discountExpiresAt?.toISOString() ?? '') : '',
          stock: String(size.stock),
          image_urls: variant.images.join(IMAGE_URL_SEPARATOR),
        };
        yield csvRecord(CATALOGUE_COLUMNS.map((column) => cells[column]));
      }
    }
  }
}

/** The whole file (the BOM lets spreadsheet apps read UTF-8 names). */
export function catalogueCsv(products: Iterable<CatalogueProduct>): string {
  return `\uFEFF${[...catalogueCsvRecords(products)].join('')}`;
}

// ---------------------------------------------------------------------------------------
// Reading

/** One record of the file and the line it starts on (1 for the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A problem of the file, by the line its record starts on; `column` when one cell is at fault. */
export interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}

/**
 * The file's records (RFC 4180). Blank lines are skipped; a quoted cell may hold commas,
 * quotes ("") and line breaks. A quote never closed is a problem at the line it opened on.
 */
export function parseCsv(input: string): { records: CsvRecord[]; problem: ImportProblem | null } {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        // A line break inside a cell is kept as written (CRLF stays CRLF).
        if (ch === '\r' && text[i + 1] === '\n') {
          cell += '\r\n';
          i += 2;
        } else {
          cell += ch;
          i += 1;
        }
        line += 1;
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
      i += 1;
      continue;
    }
    if (ch === ',') {
      cells.push(cell);
      cell = '';
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    cell += ch;
    i += 1;
  }
  if (quoted) return { records, problem: { line: quoteLine, column: null, message: CATALOGUE_CSV_TEXT.unclosedQuote } };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, problem: null };
}

/** One record of the file by its column names, cells trimmed (descriptions keep their inner line breaks). */
export interface CatalogueRow {
  line: number;
  cells: Record<CatalogueColumn, string>;
}

/** The records under their header: every cell by name, or the problems of the header and of the records' shapes. */
export function readCatalogueRows(input: string): { rows: CatalogueRow[]; problems: ImportProblem[] } {
  if (input.replace(/^\uFEFF/, '').trim() === '')
    return { rows: [], problems: [{ line: 1, column: null, message: CATALOGUE_CSV_TEXT.empty }] };
  const { records, problem } = parseCsv(input);
  if (problem) return { rows: [], problems: [problem] };
  const [header, ...body] = records;
  const problems: ImportProblem[] = [];
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  if (!names.some((n) => (CATALOGUE_COLUMNS as readonly string[]).includes(n)))
    return { rows: [], problems: [{ line: header?.line ?? 1, column: null, message: CATALOGUE_CSV_TEXT.noHeader }] };
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (!(CATALOGUE_COLUMNS as readonly string[]).includes(name))
      problems.push({ line: 1, column: null, message: CATALOGUE_CSV_TEXT.unknownColumn(header!.cells[index]!) });
    else if (seen.has(name)) problems.push({ line: 1, column: name, message: CATALOGUE_CSV_TEXT.repeatedColumn(name) });
    seen.add(name);
  });
  for (const column of REQUIRED_COLUMNS)
    if (!seen.has(column)) problems.push({ line: 1, column, message: CATALOGUE_CSV_TEXT.missingColumn(column) });
  if (problems.length > 0) return { rows: [], problems };
  if (body.length === 0) return { rows: [], problems: [{ line: 2, column: null, message: CATALOGUE_CSV_TEXT.noRows }] };

  const rows: CatalogueRow[] = [];
  for (const record of body) {
    if (record.cells.length !== names.length) {
      problems.push({
        line: record.line,
        column: null,
        message: CATALOGUE_CSV_TEXT.cellCount(record.cells.length, names.length),
      });
      continue;
    }
    const cells = Object.fromEntries(CATALOGUE_COLUMNS.map((c) => [c, ''])) as Record<CatalogueColumn, string>;
    names.forEach((name, index) => {
      cells[name as CatalogueColumn] = withoutFormulaPrefix(record.cells[index]!.trim());
    });
    rows.push({ line: record.line, cells });
  }
  return { rows, problems };
}

// ---------------------------------------------------------------------------------------
// Planning: the records as products, each checked by the editor's own rules

/** A colour's images as the file gives them, and the line that gave them. */
export interface PlannedImages {
  line: number;
  urls: string[];
}

/** One product of the file: its id when it updates a stored one, and the editor's input it makes. */
export interface PlannedProduct {
  id: string | null;
  /** The line of its first record. */
  line: number;
  /** Images are those of `images`, same order of colours; the input's own lists are empty until they are stored. */
  input: ProductInput;
  images: PlannedImages[];
}

export interface CataloguePlan {
  rows: number;
  products: PlannedProduct[];
  problems: ImportProblem[];
}

/** `http(s)://…` or a stored image's path; an address with a user name or password is not an image's. */
export function isImportableImageUrl(url: string): boolean {
  if (url.length > PRODUCT_LIMITS.imageUrl || /\s/.test(url)) return false;
  if (url.startsWith('/')) return isProductImageUrl(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** An image cell's URLs, in order, duplicates kept once. */
export function imageUrls(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split('|')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ];
}

const FEATURED: Record<string, boolean> = {
  '': false,
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** Where a failing field of the product input is in the file. */
const COLUMN_OF_FIELD: Record<string, CatalogueColumn> = {
  name: 'name',
  category: 'category',
  description: 'description',
  'translations.ru.name': 'name_ru',
  'translations.ru.description': 'description_ru',
  'translations.ky.name': 'name_ky',
  'translations.ky.description': 'description_ky',
  color: 'colour',
  size: 'size',
  price: 'price',
  stock: 'stock',
  'discount.percentage': 'discount_percent',
  'discount.expiresAt': 'discount_expires',
  discount: 'discount_percent',
};

/** A product key: the id when given, else its name (records of one new product share its name). */
const productKey = (row: CatalogueRow) =>
  row.cells.product_id ? `id:${row.cells.product_id.toLowerCase()}` : `name:${row.cells.name.trim().toLowerCase()}`;

/**
 * The file's products, each record checked: the header, the product's repeated columns,
 * ids (`knownIds`: the stored products'), image URLs, and the product as the back office's
 * editor would check it (names, prices, stock, discounts, repeated colours or sizes). Every
 * problem names its line; nothing is planned for a product with a problem, but every
 * product is still checked.
 */
export function planCatalogueImport(input: string, knownIds: ReadonlySet<string>): CataloguePlan {
  const read = readCatalogueRows(input);
  const problems = [...read.problems];
  const groups = new Map<string, CatalogueRow[]>();
  for (const row of read.rows) {
    const key = productKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }

  const products: PlannedProduct[] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const own: ImportProblem[] = [];
    const id = first.cells.product_id || null;
    if (id !== null) {
      if (!isEntityId(id))
        own.push({ line: first.line, column: 'product_id', message: CATALOGUE_CSV_TEXT.badProductId });
      else if (!knownIds.has(id.toLowerCase()))
        own.push({ line: first.line, column: 'product_id', message: CATALOGUE_CSV_TEXT.unknownProduct });
    }
    for (const row of rows.slice(1))
      for (const column of PRODUCT_COLUMNS)
        if (row.cells[column] !== '' && row.cells[column] !== first.cells[column])
          own.push({ line: row.line, column, message: CATALOGUE_CSV_TEXT.differs(column, first.line) });
    const featured = FEATURED[first.cells.featured.toLowerCase()];
    if (featured === undefined)
      own.push({ line: first.line, column: 'featured', message: CATALOGUE_CSV_TEXT.featured });

    // Colours in the order they first appear; a colour's sizes in the file's order.
    const colours = new Map<string, { rows: CatalogueRow[]; images: PlannedImages | null }>();
    for (const row of rows) {
      const key = row.cells.colour.trim().toLowerCase();
      let colour = colours.get(key);
      if (!colour) colours.set(key, (colour = { rows: [], images: null }));
      colour.rows.push(row);
      const urls = imageUrls(row.cells.image_urls);
      if (urls.length === 0) continue;
      if (!colour.images) {
        colour.images = { line: row.line, urls };
        urls.forEach((url) => {
          if (!isImportableImageUrl(url))
            own.push({ line: row.line, column: 'image_urls', message: `${CATALOGUE_CSV_TEXT.imageUrl} (${url})` });
        });
        if (urls.length > PRODUCT_LIMITS.imagesPerVariant)
          own.push({ line: row.line, column: 'image_urls', message: CATALOGUE_CSV_TEXT.tooManyImages });
      } else if (urls.join('\n') !== colour.images.urls.join('\n'))
        own.push({
          line: row.line,
          column: 'image_urls',
          message: CATALOGUE_CSV_TEXT.imagesDiffer(colour.images.line),
        });
    }
    const variants = [...colours.values()];
    const c = first.cells;
    const raw = {
      name: c.name,
      description: c.description,
      translations: {
        ru: { name: c.name_ru, description: c.description_ru },
        ky: { name: c.name_ky, description: c.description_ky },
      },
      category: c.category,
      isFeatured: featured ?? false,
      variants: variants.map((v) => ({
        color: v.rows[0]!.cells.colour,
        images: [],
        sizes: v.rows.map((r) => ({
          size: r.cells.size,
          price: r.cells.price,
          stock: r.cells.stock,
          discount: { percentage: r.cells.discount_percent, expiresAt: r.cells.discount_expires },
        })),
      })),
    };
    const checked = productInputSchema.safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = issue.path.map(String);
        let line = first.line;
        let field = path.join('.');
        if (path[0] === 'variants' && path.length >= 2) {
          const variant = variants[Number(path[1])];
          line = variant?.rows[0]?.line ?? first.line;
          field = path.slice(2).join('.');
          if (path[2] === 'sizes' && path.length >= 4) {
            line = variant?.rows[Number(path[3])]?.line ?? line;
            field = path.slice(4).join('.');
          }
        }
        own.push({ line, column: COLUMN_OF_FIELD[field] ?? null, message: issue.message });
      }
    }
    problems.push(...own);
    if (own.length === 0 && checked.success)
      products.push({
        id: id?.toLowerCase() ?? null,
        line: first.line,
        input: checked.data,
        images: variants.map((v) => v.images ?? { line: v.rows[0]!.line, urls: [] }),
      });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: read.rows.length, products, problems };
}
