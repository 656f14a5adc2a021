import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { CATALOG_TEXTS } from '#app/features/catalog/index.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { addProductToCart } from '#app/features/cart/index.ts';
import { BackInStock } from '#app/features/stock-alerts/index.ts';
import { ColorSwatches } from './color-swatches';
import { availableSizes, productColors, type Selection, sizeEntry, stockFor, variantFor } from './product-options';
import { SizeGuideButtons } from './size-guide-buttons';
import { SizePicker } from './size-picker';

/** SPEC §5 Add to cart. */
export const SELECT_FIRST_MESSAGE = 'Please select a color and size first.';
const PURCHASE_TEXTS = domainTexts([[SELECT_FIRST_MESSAGE, msg`Please select a color and size first.`]]);
/** Below this many units the page says how few are left. */
const LOW_STOCK = 5;

/**
 * The choosing and buying part of the product page: colour, size, the size guide and ADD.
 * ADD stays announced as disabled until a size is chosen, but remains focusable, so
 * activating it early explains what is missing instead of doing nothing.
 */
export function ProductPurchase({
  product,
  currency,
  selection,
  onColor,
  onSize,
}: {
  product: ApiProduct;
  currency: string;
  selection: Selection;
  onColor: (color: string) => void;
  onSize: (size: string) => void;
}) {
  const { i18n } = useLingui();
  const [prompt, setPrompt] = useState(false);
  const say = useDomainText(PURCHASE_TEXTS);
  const sayCatalog = useDomainText(CATALOG_TEXTS);
  const colors = productColors(product);
  const sizes = availableSizes(product);
  const soldOutColors = new Set(colors.filter((color) => sizes.every((size) => stockFor(product, color, size) <= 0)));
  const stock = stockFor(product, selection.color, selection.size);
  const ready = selection.color !== null && selection.size !== null && stock > 0;
  const soldOut = sizes.length === 0;

  const add = () => {
    const variant = variantFor(product, selection.color);
    const size = sizeEntry(variant, selection.size);
    if (!ready || !variant || !size) {
      setPrompt(true);
      return;
    }
    setPrompt(false);
    addProductToCart(
      {
        product: { _id: product._id, name: product.name, category: product.category },
        color: variant.color,
        size: size.size,
        price: size.price,
        discountedPrice: size.discountedPrice,
        image: variant.images[0] ?? null,
      },
      { stock: size.stock, currency, i18n },
    );
  };

  return (
    <div className="space-y-7">
      {colors.length > 0 ? (
        <ColorSwatches colors={colors} value={selection.color} soldOut={soldOutColors} onChange={onColor} />
      ) : null}

      {soldOut ? (
        <p className="text-sm font-medium uppercase tracking-[0.15em] text-sale">{sayCatalog(SOLD_OUT_TEXT)}</p>
      ) : (
        <div className="space-y-4">
          <SizePicker
            sizes={sizes}
            value={selection.size}
            stockOf={(size) => stockFor(product, selection.color, size)}
            onChange={(size) => {
              setPrompt(false);
              onSize(size);
            }}
          />
          <SizeGuideButtons sizes={sizes} />
        </div>
      )}

      <BackInStock product={product} color={selection.color} />

      <div>
        {ready && stock <= LOW_STOCK ? (
          <p className="mb-3 text-sm text-sale">
            <Trans>Only {stock} left in this size.</Trans>
          </p>
        ) : null}
        <Button
          size="lg"
          // A grey fill rather than opacity, so the focus outline keeps its full contrast.
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:border-neutral-300 aria-disabled:bg-neutral-300 aria-disabled:text-neutral-700 aria-disabled:hover:bg-neutral-300"
          aria-disabled={!ready}
          disabled={soldOut}
          onClick={add}
        >
          <Trans>
            ADD<span className="sr-only"> to cart</span>
          </Trans>
        </Button>
        <p role="alert" className="mt-3 min-h-5 text-sm text-sale">
          {prompt && !ready ? say(SELECT_FIRST_MESSAGE) : ''}
        </p>
      </div>
    </div>
  );
}
