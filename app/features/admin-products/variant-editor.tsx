import { Plus, Trash2 } from 'lucide-react';
import { KNOWN_COLORS } from '#domain/product.ts';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { ImageList } from './image-list';
import { emptySize, type DraftErrors, type SizeDraft, type VariantDraft } from './product-draft';
import { PRODUCT_TEXT } from './product-texts';

export const COLOR_LIST_ID = 'known-colours';

/** SPEC §3's known colour names, offered while typing a colour (any other name is allowed too). */
export function KnownColorList() {
  return (
    <datalist id={COLOR_LIST_ID}>
      {KNOWN_COLORS.map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

/** One colour of the product: its name, its pictures and its sizes. */
export function VariantEditor({
  variant,
  index,
  errors,
  canRemove,
  currency,
  onChange,
  onRemove,
  onUploading,
}: {
  variant: VariantDraft;
  index: number;
  errors: DraftErrors;
  canRemove: boolean;
  currency: string;
  onChange: (update: (variant: VariantDraft) => VariantDraft) => void;
  onRemove: () => void;
  onUploading: (change: 1 | -1) => void;
}) {
  const path = `variants.${index}`;
  const colorName = variant.color.trim() || `colour ${index + 1}`;
  const setSize = (s: number, field: keyof Omit<SizeDraft, 'key'>, value: string) =>
    onChange((v) => ({ ...v, sizes: v.sizes.map((size, j) => (j === s ? { ...size, [field]: value } : size)) }));
  const sizesError = errors[`${path}.sizes`];
  const imagesError = Object.entries(errors).find(([p]) => p.startsWith(`${path}.images`))?.[1];

  return (
    <fieldset className="border border-line bg-white p-4 sm:p-6">
      <legend className="px-2 text-sm font-semibold">Colour {index + 1}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label="Colour"
          list={COLOR_LIST_ID}
          value={variant.color}
          onChange={(e) => onChange((v) => ({ ...v, color: e.target.value }))}
          error={errors[`${path}.color`]}
          maxLength={PRODUCT_LIMITS.color}
          autoComplete="off"
          data-path={`${path}.color`}
        />
        {canRemove ? (
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={PRODUCT_TEXT.removeColour(variant.color)}
            className="sm:mb-0"
          >
            <Trash2 aria-hidden="true" className="size-3.5" /> Remove colour
          </Button>
        ) : null}
      </div>

      <div className="mt-6">
        <ImageList
          images={variant.images}
          label={`Images of ${colorName}`}
          error={imagesError}
          onUploading={onUploading}
          onChange={(update) => onChange((v) => ({ ...v, images: update(v.images) }))}
        />
      </div>

      <div className="mt-6">
        <span className="text-xs font-medium uppercase tracking-[0.15em]">Sizes</span>
        <ul aria-label={`Sizes of ${colorName}`} className="mt-3 space-y-4">
          {variant.sizes.map((size, s) => {
            const at = `${path}.sizes.${s}`;
            return (
              <li
                key={size.key}
                aria-label={`Size ${s + 1} of ${colorName}`}
                className="grid grid-cols-2 gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0 md:grid-cols-[1fr_1fr_1fr_1fr_1.4fr_auto] md:items-start"
              >
                <TextField
                  label="Size"
                  value={size.size}
                  onChange={(e) => setSize(s, 'size', e.target.value)}
                  error={errors[`${at}.size`]}
                  maxLength={PRODUCT_LIMITS.size}
                  autoComplete="off"
                />
                <TextField
                  label={`Price (${currency})`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={size.price}
                  onChange={(e) => setSize(s, 'price', e.target.value)}
                  error={errors[`${at}.price`]}
                />
                <TextField
                  label="Stock"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={size.stock}
                  onChange={(e) => setSize(s, 'stock', e.target.value)}
                  error={errors[`${at}.stock`]}
                />
                <TextField
                  label="Discount %"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={size.percentage}
                  onChange={(e) => setSize(s, 'percentage', e.target.value)}
                  error={errors[`${at}.percentage`]}
                />
                <TextField
                  label="Discount until"
                  type="date"
                  value={size.expiresOn}
                  onChange={(e) => setSize(s, 'expiresOn', e.target.value)}
                  error={errors[`${at}.expiresOn`]}
                />
                <div className="col-span-2 flex md:col-span-1 md:pt-7">
                  <button
                    type="button"
                    disabled={variant.sizes.length <= 1}
                    onClick={() => onChange((v) => ({ ...v, sizes: v.sizes.filter((_, j) => j !== s) }))}
                    aria-label={PRODUCT_TEXT.removeSize(size.size)}
                    className="inline-flex h-12 w-12 items-center justify-center border border-neutral-300 text-sale hover:bg-red-50 disabled:opacity-30"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {sizesError ? (
          <p className="mt-2 text-sm text-sale" role="alert">
            {sizesError}
          </p>
        ) : null}
        <Button
          variant="ghost"
          className="mt-4"
          disabled={variant.sizes.length >= PRODUCT_LIMITS.sizesPerVariant}
          onClick={() => onChange((v) => ({ ...v, sizes: [...v.sizes, emptySize()] }))}
        >
          <Plus aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.addSize}
        </Button>
      </div>
    </fieldset>
  );
}
