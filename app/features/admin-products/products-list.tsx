import { ExternalLink, Pencil, Star, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { Link } from 'react-router';
import { Badge } from '#app/features/admin/index.ts';
import { createdText, priceRangeText, ratingText, stockSummary, thumbnailOf } from './product-display';
import { PRODUCT_TEXT } from './product-texts';

interface ListProps {
  products: ApiProduct[];
  currency: string;
  onDelete: (product: ApiProduct) => void;
  busy: boolean;
  /** The list as shown, for the form to come back to. */
  listUrl: string;
}

export const editPath = (id: string) => `/admin/products/${encodeURIComponent(id)}/edit`;
const storefrontPath = (id: string) => `/products/${encodeURIComponent(id)}`;

function Thumbnail({ product }: { product: ApiProduct }) {
  const src = thumbnailOf(product);
  return src ? (
    <img src={src} alt="" className="h-16 w-12 shrink-0 bg-neutral-100 object-cover" loading="lazy" />
  ) : (
    <div aria-hidden="true" className="h-16 w-12 shrink-0 bg-neutral-100" />
  );
}

function NameLink({ product }: { product: ApiProduct }) {
  return (
    <a
      href={storefrontPath(product._id)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-medium text-ink underline-offset-4 hover:underline"
    >
      {product.name}
      <Icon node={ExternalLink} aria-hidden="true" className="size-3 text-neutral-400" />
      <span className="sr-only">(opens the shop page in a new tab)</span>
    </a>
  );
}

function StockCell({ product }: { product: ApiProduct }) {
  const stock = stockSummary(product);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{stock.total}</span>
      {stock.out ? (
        <Badge tone="danger">{PRODUCT_TEXT.outOfStock}</Badge>
      ) : stock.low ? (
        <Badge tone="warning">{PRODUCT_TEXT.lowStock}</Badge>
      ) : null}
    </span>
  );
}

function Rating({ product }: { product: ApiProduct }) {
  const text = ratingText(product);
  if (!text) return <span className="text-muted">{PRODUCT_TEXT.noRating}</span>;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <Icon node={Star} aria-hidden="true" className="size-3.5 fill-current" />
      <span className="sr-only">Rated</span> {text}
    </span>
  );
}

/** `compact`: icons only (the table's last column stays narrow); the label is in aria-label and the tooltip. */
function RowActions({
  product,
  onDelete,
  listUrl,
  compact = false,
}: {
  product: ApiProduct;
  onDelete: (product: ApiProduct) => void;
  listUrl: string;
  compact?: boolean;
}) {
  const label = (text: string) => (compact ? null : <span>{text}</span>);
  return (
    <div className="flex gap-2">
      <Link
        to={editPath(product._id)}
        state={{ listUrl }}
        aria-label={PRODUCT_TEXT.edit(product.name)}
        title={compact ? PRODUCT_TEXT.edit(product.name) : undefined}
        className="inline-flex h-9 min-w-9 items-center justify-center gap-2 border border-ink px-2.5 text-xs font-medium uppercase tracking-[0.2em] hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon node={Pencil} aria-hidden="true" className="size-3.5" />
        {label('Edit')}
      </Link>
      <button
        type="button"
        onClick={() => onDelete(product)}
        aria-label={PRODUCT_TEXT.delete(product.name)}
        title={compact ? PRODUCT_TEXT.delete(product.name) : undefined}
        className="inline-flex h-9 min-w-9 items-center justify-center gap-2 border border-sale px-2.5 text-xs font-medium uppercase tracking-[0.2em] text-sale hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon node={Trash2} aria-hidden="true" className="size-3.5" />
        {label('Delete')}
      </button>
    </div>
  );
}

/** Desktop: a table, one product per row. */
export function ProductsTable({ products, currency, onDelete, busy, listUrl }: ListProps) {
  const head = 'px-4 py-3 font-medium';
  return (
    <div className="hidden overflow-x-auto border border-line bg-white md:block">
      <table aria-label="Products" aria-busy={busy || undefined} className="w-full text-left text-sm">
        <thead className="border-b border-line bg-neutral-50 text-xs uppercase tracking-[0.12em] text-muted">
          <tr>
            <th scope="col" className={head}>
              Product
            </th>
            <th scope="col" className={head}>
              Category
            </th>
            <th scope="col" className={`${head} text-right`}>
              Price
            </th>
            <th scope="col" className={head}>
              Stock
            </th>
            <th scope="col" className={head}>
              Rating
            </th>
            <th scope="col" className={head}>
              Created
            </th>
            <th scope="col" className={head}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => (
            <tr key={product._id} aria-label={product.name}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumbnail product={product} />
                  <div>
                    <NameLink product={product} />
                    {product.isFeatured ? (
                      <div className="mt-1">
                        <Badge tone="dark">{PRODUCT_TEXT.featured}</Badge>
                      </div>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{product.category}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                {priceRangeText(product, currency)}
              </td>
              <td className="px-4 py-3">
                <StockCell product={product} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <Rating product={product} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{createdText(product.createdAt)}</td>
              <td className="px-4 py-3">
                <RowActions product={product} onDelete={onDelete} listUrl={listUrl} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per product. */
export function ProductsCards({ products, currency, onDelete, busy, listUrl }: ListProps) {
  return (
    <ul aria-label="Products" aria-busy={busy || undefined} className="space-y-3 md:hidden">
      {products.map((product) => (
        <li key={product._id} aria-label={product.name} className="border border-line bg-white p-4">
          <div className="flex gap-3">
            <Thumbnail product={product} />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <NameLink product={product} />
              <div className="text-muted">{product.category}</div>
              <div className="tabular-nums">{priceRangeText(product, currency)}</div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted">Stock:</span> <StockCell product={product} />
                {product.isFeatured ? <Badge tone="dark">{PRODUCT_TEXT.featured}</Badge> : null}
              </div>
              <div className="flex flex-wrap gap-3 text-muted">
                <Rating product={product} /> <span>{createdText(product.createdAt)}</span>
              </div>
            </div>
          </div>
          <div className="mt-3">
            <RowActions product={product} onDelete={onDelete} listUrl={listUrl} />
          </div>
        </li>
      ))}
    </ul>
  );
}
