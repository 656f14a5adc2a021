import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from '#app/lib/local-links.tsx';
import { type CartItem, MAX_LINE_QUANTITY } from '#domain/cart.ts';
import { toCents } from '#domain/money.ts';
import { useDisplayMoney } from '#app/features/currency/index.ts';
import { ProductImage, ProductPrice, useColorName } from '#app/features/catalog/index.ts';
import { FavouriteButton } from '#app/features/favourites/index.ts';
import { QuantityStepper } from './quantity-stepper';
import { lineName, type LineQuote } from './reconcile';

/** Below this many units the line says how few are left. */
const LOW_STOCK = 5;

/** The product page with this line's colour and size chosen. */
function productHref(item: CartItem): string {
  const query = new URLSearchParams({ color: item.variant.color, size: item.variant.size });
  return `/products/${encodeURIComponent(item.product._id)}?${query.toString()}`;
}

/** Names a line for controls: the same product may be in the cart in two sizes. */
export function lineLabel(item: CartItem, colorName: (color: string) => string): string {
  return `${lineName(item)} (${colorName(item.variant.color)}, ${item.variant.size})`;
}

/**
 * One cart line (SPEC §2): image, name linking to the product, colour, size, unit price,
 * quantity stepper, remove, and the SPEC's heart button. Prices are the server's when it
 * has answered, else the ones stored when the line was added.
 */
export function CartLine({
  item,
  server,
  currency,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  server: LineQuote | undefined;
  currency: string;
  onQuantity: (quantity: number, max: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = lineName(item);
  const colorName = useColorName();
  const label = lineLabel(item, colorName);
  const unitPrice = server?.discountedPrice ?? item.variant.discountedPrice;
  const originalPrice = server?.price ?? item.variant.price;
  const stockLeft = server?.stock ?? 0;
  const money = useDisplayMoney(currency);
  const max = Math.min(server?.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);

  return (
    <li className="flex gap-4 border-b border-line py-6 sm:gap-6" data-line-id={item._id}>
      <div className="w-24 shrink-0 sm:w-32">
        <ProductImage src={item.variant.images[0] ?? null} alt={name} sizes="128px" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 className="text-sm font-medium uppercase tracking-[0.08em]">
              <Link
                to={productHref(item)}
                className="line-clamp-2 hover:underline hover:underline-offset-4"
                data-line-link
              >
                {name}
              </Link>
            </h3>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              <div>
                <dt className="inline">
                  <Trans>Color:</Trans>{' '}
                </dt>
                <dd className="inline text-ink">{colorName(item.variant.color)}</dd>
              </div>
              <div>
                <dt className="inline">
                  <Trans>Size:</Trans>{' '}
                </dt>
                <dd className="inline text-ink">{item.variant.size}</dd>
              </div>
            </dl>
            <ProductPrice
              price={unitPrice}
              originalPrice={originalPrice}
              currency={currency}
              className="mt-2 text-sm"
            />
          </div>
          <p className="shrink-0 text-sm font-medium tabular-nums">
            <span className="sr-only">
              <Trans>Line total:</Trans>{' '}
            </span>
            {money(toCents(unitPrice) * item.quantity)}
          </p>
        </div>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <div className="flex items-center gap-3">
            <QuantityStepper
              label={label}
              quantity={item.quantity}
              max={max}
              onChange={(quantity) => onQuantity(quantity, max)}
            />
            {server && server.stock <= LOW_STOCK ? (
              <p className="text-xs text-sale">
                <Trans>Only {stockLeft} left</Trans>
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-1">
            <FavouriteButton productId={item.product._id} productName={name} />
            <button
              type="button"
              aria-label={t`Remove ${label} from cart`}
              onClick={onRemove}
              className="inline-flex h-10 items-center gap-2 px-2 text-xs uppercase tracking-[0.15em] text-neutral-600 transition-colors hover:text-ink"
            >
              <Icon node={Trash2} aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <span>
                <Trans>Remove</Trans>
              </span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
