import { Plus, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { KNOWN_COLORS } from '#domain/product.ts';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { useFieldArray, type FieldArrayRow, type FlatValues } from '#app/lib/use-field-array.ts';
import type { FieldRegistration, Form } from '#app/lib/use-form.ts';
import { ImageList } from './image-list';
import { emptySize } from './product-draft';
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

/** One colour of the product (the `variants` row `row`): its name, its pictures and its sizes. */
export function VariantEditor({
  form,
  row,
  field,
  rowsChanged,
  canRemove,
  currency,
  onRemove,
  onUploading,
}: {
  form: Form<FlatValues>;
  row: FieldArrayRow;
  /** Registers a field of the form (the product form's `register`, which also clears a refused save's message). */
  field: (path: string) => FieldRegistration;
  /** Makes a change to a list of rows (and clears a refused save's message). */
  rowsChanged: (change: () => void) => void;
  canRemove: boolean;
  currency: string;
  onRemove: () => void;
  onUploading: (change: 1 | -1) => void;
}) {
  const path = row.name;
  const sizes = useFieldArray(form, `${path}.sizes`);
  const images = useFieldArray(form, `${path}.images`);
  const { watch, getValues, formState } = form;
  const message = (at: string) => formState.errors[at]?.message;
  const color = String(watch(`${path}.color`) ?? '');
  const colorName = color.trim() || `colour ${row.index + 1}`;
  // The list's message, or one of a picture in it.
  const imagesPath = Object.keys(formState.errors).find((p) => p.startsWith(`${path}.images`));
  const imagesError = imagesPath ? message(imagesPath) : undefined;

  return (
    <fieldset className="border border-line bg-white p-4 sm:p-6">
      <legend className="px-2 text-sm font-semibold">Colour {row.index + 1}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label="Colour"
          list={COLOR_LIST_ID}
          error={message(`${path}.color`)}
          maxLength={PRODUCT_LIMITS.color}
          autoComplete="off"
          {...field(`${path}.color`)}
        />
        {canRemove ? (
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={PRODUCT_TEXT.removeColour(color)}
            className="sm:mb-0"
          >
            <Icon node={Trash2} aria-hidden="true" className="size-3.5" /> Remove colour
          </Button>
        ) : null}
      </div>

      <div className="mt-6">
        <ImageList
          images={images.rows.map((image) => String(getValues(image.name)))}
          label={`Images of ${colorName}`}
          error={imagesError}
          onUploading={onUploading}
          // The list's own changes work where the colour is when they happen: an upload that ends after a colour above was removed still lands in its own colour.
          onAdd={(url) => rowsChanged(() => images.append(url))}
          onMove={(from, to) => rowsChanged(() => images.move(from, to))}
          onRemove={(index) => rowsChanged(() => images.remove(index))}
        />
      </div>

      <div className="mt-6">
        <span className="text-xs font-medium uppercase tracking-[0.15em]">Sizes</span>
        <ul aria-label={`Sizes of ${colorName}`} className="mt-3 space-y-4">
          {sizes.rows.map((size) => {
            const at = size.name;
            return (
              <li
                key={size.key}
                aria-label={`Size ${size.index + 1} of ${colorName}`}
                className="grid grid-cols-2 gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0 md:grid-cols-[1fr_1fr_1fr_1fr_1.4fr_auto] md:items-start"
              >
                <TextField
                  label="Size"
                  error={message(`${at}.size`)}
                  maxLength={PRODUCT_LIMITS.size}
                  autoComplete="off"
                  {...field(`${at}.size`)}
                />
                <TextField
                  label={`Price (${currency})`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  error={message(`${at}.price`)}
                  {...field(`${at}.price`)}
                />
                <TextField
                  label="Stock"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={message(`${at}.stock`)}
                  {...field(`${at}.stock`)}
                />
                <TextField
                  label="Discount %"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  error={message(`${at}.percentage`)}
                  {...field(`${at}.percentage`)}
                />
                <TextField
                  label="Discount until"
                  type="date"
                  error={message(`${at}.expiresOn`)}
                  {...field(`${at}.expiresOn`)}
                />
                <div className="col-span-2 flex md:col-span-1 md:pt-7">
                  <button
                    type="button"
                    disabled={sizes.rows.length <= 1}
                    onClick={() => rowsChanged(() => sizes.remove(size.index))}
                    aria-label={PRODUCT_TEXT.removeSize(String(watch(`${at}.size`) ?? ''))}
                    className="inline-flex h-12 w-12 items-center justify-center border border-neutral-300 text-sale hover:bg-red-50 disabled:opacity-30"
                  >
                    <Icon node={Trash2} aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {message(`${path}.sizes`) ? (
          <p className="mt-2 text-sm text-sale" role="alert">
            {message(`${path}.sizes`)}
          </p>
        ) : null}
        <Button
          variant="ghost"
          className="mt-4"
          disabled={sizes.rows.length >= PRODUCT_LIMITS.sizesPerVariant}
          onClick={() => rowsChanged(() => sizes.append(emptySize()))}
        >
          <Icon node={Plus} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.addSize}
        </Button>
      </div>
    </fieldset>
  );
}
