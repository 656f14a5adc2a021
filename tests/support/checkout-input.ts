/** A valid checkout address for API tests (domain/checkout's schema), with its own e-mail unless one is given. */
import { randomUUID } from 'node:crypto';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';

export function testShippingAddress(email = `buyer-${randomUUID().slice(0, 8)}@example.com`) {
  return {
    email,
    phone: '+996 555 123 456',
    firstName: 'Aida',
    lastName: 'Bekova',
    country: 'KG',
    address: '1 Chui Avenue',
    city: 'Bishkek',
    postalCode: '720001',
  };
}

/** A guest's checkout of `quantity` of one colour and size of the product, as the payment step sends it. */
export function guestCheckoutBody(product: ApiProduct, color: string, size: string, quantity: number) {
  const s = product.variants.find((v) => v.color === color)!.sizes.find((x) => x.size === size)!;
  return {
    cart: {
      items: [
        {
          _id: `${product._id}-${color}-${size}`,
          product: { _id: product._id, name: product.name, category: product.category },
          variant: { color, size, price: s.price, discountedPrice: s.discountedPrice, images: [] },
          quantity,
        },
      ],
    },
    shippingAddress: testShippingAddress(),
    shippingMethod: 'standard',
  };
}
