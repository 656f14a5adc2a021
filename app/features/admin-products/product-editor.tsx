import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { ApiError, errorText, isClientError } from '#app/lib/api.ts';
import { AdminPageHeader, AdminScreen, ConfirmDialog, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import {
  checkDraft,
  draftFromProduct,
  emptyDraft,
  emptyVariant,
  fieldPath,
  type DraftErrors,
  type ProductDraft,
} from './product-draft';
import { listUrlFrom } from './list-params';
import { PRODUCT_TEXT } from './product-texts';
import {
  CATEGORIES_KEY,
  createProduct,
  fetchCategories,
  fetchProduct,
  PRODUCTS_KEY,
  productKey,
  updateProduct,
} from './products-api';
import { KnownColorList, VariantEditor } from './variant-editor';

/**
 * The "New category…" option's value. Printable, so it reaches the browser as written (the
 * HTML parser turns a NUL into U+FFFD, and a form rendered on the server would then never
 * match it), and never a real category: category names are trimmed when saved
 * (domain/input-rules.ts `text`), so none begins with a space.
 */
const NEW_CATEGORY = ' new category';

/** /admin/products/new (no `productId`) and /admin/products/:id/edit. */
export function ProductEditor({ productId, currency }: { productId?: string; currency: string }) {
  const product = useBrowserQuery({
    queryKey: productKey(productId ?? ''),
    queryFn: ({ signal }) => fetchProduct(productId!, signal),
    enabled: productId !== undefined,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
  const title = productId ? PRODUCT_TEXT.editTitle : PRODUCT_TEXT.newTitle;
  const listUrl = listUrlFrom(useLocation().state);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={title}
        subtitle={product.data?.name}
        actions={
          <ButtonLink to={listUrl} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.backToList}
          </ButtonLink>
        }
      />
      {productId === undefined ? (
        <ProductForm product={null} currency={currency} listUrl={listUrl} />
      ) : product.status === 'pending' ? (
        <SkeletonRows count={6} label="Loading the product" />
      ) : product.status === 'error' ? (
        <ErrorState
          title="Error Loading Product"
          message={
            product.error instanceof ApiError && product.error.status === 404
              ? PRODUCT_TEXT.notFound
              : errorText(product.error, PRODUCT_TEXT.productFailed)
          }
          onRetry={() => void product.refetch()}
        />
      ) : (
        <ProductForm key={product.data._id} product={product.data} currency={currency} listUrl={listUrl} />
      )}
    </AdminScreen>
  );
}

function ProductForm({
  product,
  currency,
  listUrl,
}: {
  product: ApiProduct | null;
  currency: string;
  listUrl: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [initial] = useState<ProductDraft>(() => (product ? draftFromProduct(product) : emptyDraft()));
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [newCategory, setNewCategory] = useState(false);
  // Pictures still on their way: saving waits, or the product would be saved without them.
  const [uploading, setUploading] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Set once saved, so leaving for the list is not taken for abandoning changes.
  const saved = useRef(false);

  const categories = useBrowserQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });
  const names = [
    ...new Set([...(categories.data ?? []).map((c) => c.name), ...(initial.category ? [initial.category] : [])]),
  ].sort((a, b) => a.localeCompare(b));
  const choosingNew = newCategory || (categories.isSuccess && names.length === 0);

  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const save = useMutation({
    mutationFn: (payload: unknown) => (product ? updateProduct(product._id, payload) : createProduct(payload)),
    onSuccess: async (answer) => {
      notify.success(product ? PRODUCT_TEXT.updated(answer.name) : PRODUCT_TEXT.created(answer.name));
      saved.current = true;
      queryClient.setQueryData(productKey(answer._id), answer);
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void navigate(listUrl);
    },
    onError: (error) => {
      // The server's message and its per-field messages (same paths as the form's), else the SPEC default.
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([path, message]) => [fieldPath(path), message])),
        );
      setFormError(errorText(error, product ? PRODUCT_TEXT.updateFailed : PRODUCT_TEXT.createFailed));
      setAttempt((n) => n + 1);
    },
  });

  // In-app navigation (sidebar, back link) asks first; a reload or closing the tab gets the browser's own question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After a refused save, the first field to fix gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  function update(change: (d: ProductDraft) => ProductDraft, clear: string) {
    setDraft(change);
    setFormError(null);
    // A field's message goes as soon as that field (or something inside it) is edited.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== clear && !path.startsWith(`${clear}.`))),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || uploading > 0) return;
    const result = checkDraft(draft);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(PRODUCT_TEXT.fixErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(result.payload);
  }

  const variantsError = errors.variants;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-8" aria-busy={save.isPending || undefined}>
      <KnownColorList />
      <div
        role="alert"
        className={formError ? 'border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale' : undefined}
      >
        {formError ? <p>{formError}</p> : null}
      </div>

      <section aria-labelledby="product-details" className="space-y-5 border border-line bg-white p-4 sm:p-6">
        <h2 id="product-details" className="text-sm font-semibold">
          Details
        </h2>
        <TextField
          label="Name"
          value={draft.name}
          onChange={(e) => update((d) => ({ ...d, name: e.target.value }), 'name')}
          error={errors.name}
          maxLength={PRODUCT_LIMITS.name}
          autoComplete="off"
        />
        <TextAreaField
          label="Description"
          value={draft.description}
          onChange={(e) => update((d) => ({ ...d, description: e.target.value }), 'description')}
          error={errors.description}
          maxLength={PRODUCT_LIMITS.description}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            value={choosingNew ? NEW_CATEGORY : draft.category}
            onChange={(e) => {
              const value = e.target.value;
              setNewCategory(value === NEW_CATEGORY);
              update((d) => ({ ...d, category: value === NEW_CATEGORY ? '' : value }), 'category');
            }}
            error={choosingNew ? undefined : errors.category}
            hint={categories.isError ? errorText(categories.error, PRODUCT_TEXT.categoriesFailed) : undefined}
          >
            <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>{PRODUCT_TEXT.newCategory}</option>
          </SelectField>
          {choosingNew ? (
            <TextField
              label={PRODUCT_TEXT.newCategoryLabel}
              value={draft.category}
              onChange={(e) => update((d) => ({ ...d, category: e.target.value }), 'category')}
              error={errors.category}
              maxLength={PRODUCT_LIMITS.category}
              autoComplete="off"
            />
          ) : null}
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft.isFeatured}
            onChange={(e) => update((d) => ({ ...d, isFeatured: e.target.checked }), 'isFeatured')}
            className="mt-0.5 size-4 accent-ink"
          />
          <span>
            <span className="font-medium">Featured</span>
            <span className="block text-muted">Shown in the home page's featured list while it is in stock.</span>
          </span>
        </label>
      </section>

      <section aria-labelledby="product-colours" className="space-y-5">
        <h2 id="product-colours" className="text-sm font-semibold">
          Colours and sizes
        </h2>
        {variantsError ? (
          <p className="text-sm text-sale" tabIndex={-1} data-error="true">
            {variantsError}
          </p>
        ) : null}
        {draft.variants.map((variant, v) => (
          <VariantEditor
            key={variant.key}
            variant={variant}
            index={v}
            errors={errors}
            currency={currency}
            canRemove={draft.variants.length > 1}
            // By key, not position: an upload that ends after a colour above was removed still lands in its own colour.
            onChange={(change) =>
              update(
                (d) => ({ ...d, variants: d.variants.map((x) => (x.key === variant.key ? change(x) : x)) }),
                `variants.${v}`,
              )
            }
            onRemove={() =>
              update((d) => ({ ...d, variants: d.variants.filter((x) => x.key !== variant.key) }), 'variants')
            }
            onUploading={(change) => setUploading((n) => n + change)}
          />
        ))}
        <Button
          variant="secondary"
          disabled={draft.variants.length >= PRODUCT_LIMITS.variants}
          onClick={() => update((d) => ({ ...d, variants: [...d.variants, emptyVariant()] }), 'variants')}
        >
          <Plus aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.addColour}
        </Button>
      </section>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-white/95 py-4">
        {uploading > 0 ? (
          <p role="status" className="mr-auto text-sm text-muted">
            {PRODUCT_TEXT.waitForUploads}
          </p>
        ) : null}
        <ButtonLink to={listUrl} variant="secondary">
          {PRODUCT_TEXT.cancel}
        </ButtonLink>
        <Button type="submit" disabled={save.isPending || uploading > 0} aria-busy={save.isPending || undefined}>
          {save.isPending ? PRODUCT_TEXT.saving : PRODUCT_TEXT.save}
        </Button>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={PRODUCT_TEXT.unsavedTitle}
        message={PRODUCT_TEXT.unsavedMessage}
        confirmLabel={PRODUCT_TEXT.unsavedLeave}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </form>
  );
}
