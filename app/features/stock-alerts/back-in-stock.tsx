/**
 * "E-mail me when it is back" under the product page's sizes (decision 64): shown when the
 * chosen colour has a size sold out. Only this line is in the page's first load; the form
 * comes in its own chunk, asked for when the shopper points at or focuses the button, and
 * opens below it on the click (a change the shopper made, so no layout shift is counted).
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';

const loadForm = () => import('./back-in-stock-form');
const BackInStockForm = lazy(loadForm);

export function BackInStock({ product, color }: { product: ApiProduct; color: string | null }) {
  const [open, setOpen] = useState(false);
  const variant =
    product.variants.find((v) => v.color === color) ??
    (product.variants.length === 1 ? product.variants[0] : undefined);
  const soldOut = variant?.sizes.filter((s) => s.stock <= 0).map((s) => s.size) ?? [];
  if (!variant || soldOut.length === 0) return null;

  if (open)
    return (
      <Suspense fallback={<div aria-hidden="true" className="min-h-64 border border-line" />}>
        <BackInStockForm
          key={variant.color}
          productId={product._id}
          color={variant.color}
          sizes={soldOut}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    );
  return (
    <p className="text-sm text-muted">
      <Trans>Your size sold out?</Trans>{' '}
      <button
        type="button"
        className="font-medium text-ink underline underline-offset-4 hover:text-muted"
        aria-expanded={false}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
      >
        <Trans>E-mail me when it is back</Trans>
      </button>
    </p>
  );
}
