/**
 * A product of one colour and size made through the back office's API, for a test's own
 * store started without the demo catalogue (seeding it is much slower than one product).
 */
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { ADMIN } from './store-config';

export async function createOneProduct(baseUrl: string, name: string, stock = 20): Promise<ApiProduct> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl}/api/products/admin/createProduct`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
    body: JSON.stringify({
      name,
      description: 'Warm.',
      category: 'Capes',
      isFeatured: false,
      variants: [
        {
          color: 'Black',
          images: [],
          sizes: [{ size: 'M', price: 120, stock, discount: { percentage: 0, expiresAt: null } }],
        },
      ],
    }),
  });
  if (res.status !== 201) throw new Error(`creating ${name} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ApiProduct;
}
