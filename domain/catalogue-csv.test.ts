/**
 * The catalogue's CSV file (decision 73): RFC 4180 read and written (quotes, commas and line
 * breaks in a cell, CRLF or LF, a BOM), the spreadsheet guard on cells that start like a
 * formula undone on reading, a round trip of a product unchanged, and the plan's problems
 * each on the line its record starts on.
 */
import { csvCell, withoutFormulaPrefix } from './csv-cells';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_CSV_TEXT,
  catalogueCsv,
  parseCsv,
  planCatalogueImport,
  readCatalogueRows,
  type CatalogueProduct,
} from './catalogue-csv';

const HEADER = CATALOGUE_COLUMNS.join(',');
const ID = '0b6f7e4c-1d2a-4b3c-8d9e-0f1a2b3c4d5e';

/** A record with the given cells, the others empty, in the header's order. */
function row(cells: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>): string {
  return CATALOGUE_COLUMNS.map((c) => csvCell(cells[c] ?? '')).join(',');
}
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const coat = { name: 'Wool coat', category: 'Coats', colour: 'Black', price: '129.00', stock: '4' };

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and LF, and skips a BOM and blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n\nlast,,\n';
    const { records, problem } = parseCsv(text);
    expect(problem).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 5, cells: ['last', '', ''] },
    ]);
  });

  it('reads a last record without a line end, and a lone CR as a line end', () => {
    expect(parseCsv('a,b\rc,d').records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('a\n"open\nstill').problem).toEqual({
      line: 2,
      column: null,
      message: CATALOGUE_CSV_TEXT.unclosedQuote,
    });
  });
});

describe('the spreadsheet guard', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'])(
    'writes %j with a leading quote and reads it back whole',
    (value) => {
      const cell = csvCell(value);
      const read = parseCsv(`${cell}\n`).records[0]!.cells[0]!;
      expect(read.startsWith(`'`)).toBe(true);
      expect(withoutFormulaPrefix(read)).toBe(value);
    },
  );

  it("keeps a cell that already starts with ' before a formula character whole both ways", () => {
    const value = `'=not a formula`;
    expect(withoutFormulaPrefix(parseCsv(`${csvCell(value)}\n`).records[0]!.cells[0]!)).toBe(value);
  });

  it('leaves other cells alone', () => {
    expect(csvCell(`it's fine`)).toBe(`it's fine`);
    expect(withoutFormulaPrefix(`'quoted'`)).toBe(`'quoted'`);
  });
});

describe('catalogueCsv and planCatalogueImport', () => {
  const product: CatalogueProduct = {
    id: ID,
    name: '=Coat, "the" warm one',
    description: 'Line one\nLine two, with a comma',
    translations: { ru: { name: 'Пальто', description: '' }, ky: {} },
    category: 'Coats',
    isFeatured: true,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/products/a.webp', 'https://images.example/b.jpg'],
        sizes: [
          {
            size: 'M',
            priceCents: 12900,
            stock: 4,
            discountPercentage: 20,
            discountExpiresAt: new Date('2099-01-01T00:00:00.000Z'),
          },
          { size: 'L', priceCents: 13900, stock: 0, discountPercentage: 0, discountExpiresAt: null },
        ],
      },
      {
        color: 'Navy',
        images: [],
        sizes: [{ size: 'S', priceCents: 999, stock: 7, discountPercentage: 0, discountExpiresAt: null }],
      },
    ],
  };

  it('round-trips a product: the export read back plans the same product', () => {
    const csv = catalogueCsv([product]);
    expect(csv.startsWith('\uFEFF' + HEADER + '\r\n')).toBe(true);
    const plan = planCatalogueImport(csv, new Set([ID]));
    expect(plan.problems).toEqual([]);
    expect(plan.rows).toBe(3);
    expect(plan.products).toHaveLength(1);
    const [planned] = plan.products;
    expect(planned!.id).toBe(ID);
    expect(planned!.images).toEqual([
      { line: 2, urls: product.variants[0]!.images },
      // Each record spans two lines (the description's line break): the third starts on line 6.
      { line: 6, urls: [] },
    ]);
    expect(planned!.input).toMatchObject({
      name: product.name,
      description: product.description,
      translations: { ru: { name: 'Пальто' } },
      category: 'Coats',
      isFeatured: true,
      variants: [
        {
          color: 'Black',
          sizes: [
            {
              size: 'M',
              price: 129,
              stock: 4,
              discount: { percentage: 20, expiresAt: new Date('2099-01-01T00:00:00.000Z') },
            },
            { size: 'L', price: 139, stock: 0, discount: { percentage: 0, expiresAt: null } },
          ],
        },
        { color: 'Navy', sizes: [{ size: 'S', price: 9.99, stock: 7 }] },
      ],
    });
  });

  it('groups a new product’s records by its name; product columns may be left empty after the first', () => {
    const plan = planCatalogueImport(
      file(
        row({ ...coat, size: 'M', description: 'Warm' }),
        row({ name: 'Wool coat', colour: 'Black', size: 'L', price: '139', stock: '1' }),
      ),
      new Set(),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.products).toHaveLength(1);
    expect(plan.products[0]!.input.variants[0]!.sizes.map((s) => s.size)).toEqual(['M', 'L']);
  });

  it('lists every record’s problems with its line and column, and plans no product that has one', () => {
    const plan = planCatalogueImport(
      file(
        row({ ...coat, size: 'M' }), // line 2: fine
        row({ ...coat, size: 'M' }), // line 3: the same colour and size again
        row({ ...coat, name: '', size: 'S' }), // line 4: no name
        row({ ...coat, name: 'Hat', size: 'S', price: 'abc' }), // line 5: bad price
        row({ ...coat, name: 'Scarf', size: '', stock: '-1' }), // line 6: no size, bad stock
        row({ ...coat, name: 'Belt', size: 'M', image_urls: 'ftp://x.example/a.jpg' }), // line 7: bad URL
        row({ ...coat, product_id: ID, size: 'M' }), // line 8: unknown id
        row({ ...coat, name: 'Glove', size: 'M', featured: 'maybe' }), // line 9: featured
        row({ ...coat, category: 'Jackets', size: 'L' }), // line 10: differs from line 2
      ),
      new Set(),
    );
    expect(plan.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'size'],
      [4, 'name'],
      [5, 'price'],
      [6, 'size'],
      [6, 'stock'],
      [7, 'image_urls'],
      [8, 'product_id'],
      [9, 'featured'],
      [10, 'category'],
    ]);
    expect(plan.problems.find((p) => p.line === 10)!.message).toBe(CATALOGUE_CSV_TEXT.differs('category', 2));
    expect(plan.products).toEqual([]);
  });

  it('refuses a file without its required columns, or with unknown ones, on line 1', () => {
    expect(readCatalogueRows('name,colour\nCoat,Black\n').problems.map((p) => p.message)).toEqual(
      ['category', 'size', 'price', 'stock'].map(CATALOGUE_CSV_TEXT.missingColumn),
    );
    expect(readCatalogueRows(`${HEADER},extra\n`).problems).toEqual([
      { line: 1, column: null, message: CATALOGUE_CSV_TEXT.unknownColumn('extra') },
    ]);
    expect(readCatalogueRows('').problems[0]!.message).toBe(CATALOGUE_CSV_TEXT.empty);
    expect(readCatalogueRows('hello,world\n').problems[0]!.message).toBe(CATALOGUE_CSV_TEXT.noHeader);
  });

  it('reads columns in any order and case, and names a record with too few cells', () => {
    const { rows, problems } = readCatalogueRows('Stock,PRICE,size,colour,category,name\n3,10,M,Red,Hats,Cap\n1,2\n');
    expect(problems).toEqual([{ line: 3, column: null, message: CATALOGUE_CSV_TEXT.cellCount(2, 6) }]);
    expect(rows[0]!.cells).toMatchObject({
      stock: '3',
      price: '10',
      size: 'M',
      colour: 'Red',
      category: 'Hats',
      name: 'Cap',
    });
  });
});
