import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api.ts';
import { searchProducts } from './search-api';

const product = {
  _id: 'p1',
  name: 'Classic Denim Jacket',
  description: 'Denim.',
  category: 'Jackets',
  price: 99,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  averageRating: 0,
  numReviews: 0,
  categoryDiscount: { percentage: 20, flatAmount: 0, expiresAt: null },
  translations: { ru: { name: 'Джинсовая куртка' } },
  variants: [
    {
      _id: 'v1',
      color: 'Blue',
      images: ['/uploads/demo/jackets-blue.webp'],
      sizes: [{ size: 'M', price: 120, discountedPrice: 96, stock: 2, discount: { percentage: 0, expiresAt: null } }],
    },
  ],
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchProducts', () => {
  it('calls GET /api/products/search with the encoded term and maps results to rows', async () => {
    const fetchMock = answer(200, [product]);
    await expect(searchProducts('denim & co', 'en')).resolves.toEqual([
      {
        _id: 'p1',
        name: 'Classic Denim Jacket',
        category: 'Jackets',
        image: '/uploads/demo/jackets-blue.webp',
        price: 96,
        originalPrice: 120,
        soldOut: false,
      },
    ]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/products/search?query=denim%20%26%20co&limit=12');
  });

  it('names each result in the page’s language, in English where no name is given in it', async () => {
    answer(200, [product]);
    expect((await searchProducts('denim', 'ru'))[0]?.name).toBe('Джинсовая куртка');
    answer(200, [product]);
    expect((await searchProducts('denim', 'ky'))[0]?.name).toBe('Classic Denim Jacket');
  });

  it('marks a product with no stock left in any size as sold out', async () => {
    const soldOutSizes = [
      { size: 'M', price: 120, discountedPrice: 96, stock: 0, discount: { percentage: 0, expiresAt: null } },
    ];
    answer(200, [
      {
        ...product,
        variants: [
          { ...product.variants[0]!, sizes: soldOutSizes },
          { _id: 'v2', color: 'Black', images: [], sizes: [] },
        ],
      },
    ]);
    const [row] = await searchProducts('denim', 'en');
    expect(row?.soldOut).toBe(true);
  });

  it('treats an answer that is not a list as no results', async () => {
    answer(200, { products: [] });
    await expect(searchProducts('jacket', 'en')).resolves.toEqual([]);
  });

  it("fails with the server's message, keeping the status", async () => {
    answer(400, { message: 'Search term must be at least 2 characters.' });
    const error = await searchProducts('j', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Search term must be at least 2 characters.', status: 400 });
  });

  it("fails with 'Failed to search products' when the server gives no message", async () => {
    answer(502, 'Bad gateway');
    await expect(searchProducts('jacket', 'en')).rejects.toMatchObject({
      message: 'Failed to search products',
      status: 502,
    });
  });

  it("fails with 'Failed to search products' when the network is down", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(searchProducts('jacket', 'en')).rejects.toMatchObject({
      message: 'Failed to search products',
      status: 0,
    });
  });
});
