/** The bodies the scale tests send: a product of one size (the admin's form) and a guest's checkout of it (the payment step). */
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';

/** A product in one colour (Black) and one size (M). */
export function productBody(name: string, category: string, stock: number, price: number) {
  return {
    name,
    description: 'A garment of the scale test.',
    category,
    isFeatured: false,
    variants: [{ color: 'Black', images: [], sizes: [{ size: 'M', price, stock }] }],
  };
}

/** A guest's checkout of `quantity` of the product's one size, as the payment step sends it. */
export function checkoutBody(product: ApiProduct, quantity: number) {
  const size = product.variants[0]!.sizes[0]!;
  return {
    cart: {
      items: [
        {
          _id: `${product._id}-Black-M`,
          product: { _id: product._id, name: product.name, category: product.category },
          variant: { color: 'Black', size: 'M', price: size.price, discountedPrice: size.discountedPrice, images: [] },
          quantity,
        },
      ],
    },
    shippingAddress: testShippingAddress(),
    shippingMethod: 'standard',
  };
}
