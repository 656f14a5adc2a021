import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { ArrowLeft, Plus } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import { LANGUAGE_LABELS, TRANSLATED_LANGUAGES } from '#domain/product-texts.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { ApiError, errorText, isClientError } from '#app/lib/api.ts';
import { flatValues, useFieldArray, type FlatValues } from '#app/lib/use-field-array.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminPageHeader, AdminScreen, ConfirmDialog, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import {
  checkDraft,
  draftFromProduct,
  draftOf,
  emptyDraft,
  emptyVariant,
  fieldPath,
  NEW_CATEGORY,
  payloadOf,
} from './product-draft';
import { listUrlFrom } from './list-params';
import { WaitingDemand } from '#app/features/admin-stock-alerts/index.ts';
import { StockHistory } from './stock-history';
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
            <Icon node={ArrowLeft} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.backToList}
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
        <>
          <ProductForm key={product.data._id} product={product.data} currency={currency} listUrl={listUrl} />
          <WaitingDemand productId={product.data._id} />
          <StockHistory productId={product.data._id} />
        </>
      )}
    </AdminScreen>
  );
}

/** The shared schema, through the draft's reading of it: its messages under each field's path. */
const validate: Validator<FlatValues> = async (values) => {
  const checked = checkDraft(draftOf(values));
  return checked.ok ? { ok: true, values } : { ok: false, errors: checked.errors };
};

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
  const [initial] = useState(() => (product ? draftFromProduct(product) : emptyDraft()));
  // A message goes as soon as its field is edited, or its list's rows change (SPEC §5's rule for the back office).
  const form = useForm<FlatValues>({ defaultValues: flatValues(initial), validate, mode: 'clearOnEdit' });
  const {
    register,
    handleSubmit,
    setError,
    setSubmitError,
    clearErrors,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const variants = useFieldArray(form, 'variants');
  // Pictures still on their way: saving waits, or the product would be saved without them.
  const [uploading, setUploading] = useState(0);
  // Set once saved, so leaving for the list is not taken for abandoning changes.
  const saved = useRef(false);

  const categories = useBrowserQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });
  const names = [
    ...new Set([...(categories.data ?? []).map((c) => c.name), ...(initial.category ? [initial.category] : [])]),
  ].sort((a, b) => a.localeCompare(b));
  const noCategories = categories.isSuccess && names.length === 0;
  const choosingNew = watch('category') === NEW_CATEGORY;
  // A store without categories yet: the product starts a new one.
  useEffect(() => {
    if (noCategories && getValues('category') === '') setValue('category', NEW_CATEGORY);
  }, [noCategories, getValues, setValue]);

  const [initialPayload] = useState(() => JSON.stringify(payloadOf(initial)));
  const isDirty = useCallback(
    () => !saved.current && JSON.stringify(payloadOf(draftOf(getValues()))) !== initialPayload,
    [getValues, initialPayload],
  );

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
      const fallback = product ? PRODUCT_TEXT.updateFailed : PRODUCT_TEXT.createFailed;
      if (error instanceof ApiError) {
        // The server's per-field messages, under the paths the form's own check uses (the first field focused),
        // and those of a list (a colour's images, its sizes) beside the list.
        const draft = draftOf(getValues());
        const fields = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([path, message]) => [fieldPath(path, draft), message]),
        );
        setSubmitError(new ApiError(error.message, error.status, fields), fallback);
        for (const [path, message] of Object.entries(fields)) setError(path, { message });
      }
      setError('root.server', { message: errorText(error, fallback) });
    },
  });

  // In-app navigation (sidebar, back link) asks first; a reload or closing the tab gets the browser's own question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  /** A field of the form; editing it also takes away the refused save's message. */
  const field = (path: string) => register(path, { onChange: () => clearErrors('root') });
  /** A change to a list of rows, which also takes away the refused save's message. */
  const rowsChanged = (change: () => void) => {
    change();
    clearErrors('root');
  };

  const submit = handleSubmit((values) => {
    if (save.isPending || uploading > 0) return;
    const checked = checkDraft(draftOf(values));
    if (checked.ok) save.mutate(checked.payload);
  });

  const message = (path: string) => errors[path]?.message;
  const hasFieldErrors = Object.keys(errors).some((path) => path !== 'root');
  const formError = errors.root?.server?.message ?? (hasFieldErrors ? PRODUCT_TEXT.fixErrors : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-busy={save.isPending || undefined}>
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
          error={message('name')}
          maxLength={PRODUCT_LIMITS.name}
          autoComplete="off"
          {...field('name')}
        />
        <TextAreaField
          label="Description"
          error={message('description')}
          maxLength={PRODUCT_LIMITS.description}
          {...field('description')}
        />
        <div className="space-y-5 border-t border-line pt-5">
          <div>
            <h3 className="text-sm font-semibold">{PRODUCT_TEXT.translationsTitle}</h3>
            <p className="text-sm text-muted">{PRODUCT_TEXT.translationsHint}</p>
          </div>
          {TRANSLATED_LANGUAGES.map((language) => (
            <div key={language} className="space-y-5">
              <TextField
                label={`Name (${LANGUAGE_LABELS[language]})`}
                error={message(`translations.${language}.name`)}
                maxLength={PRODUCT_LIMITS.name}
                autoComplete="off"
                lang={language}
                {...field(`translations.${language}.name`)}
              />
              <TextAreaField
                label={`Description (${LANGUAGE_LABELS[language]})`}
                error={message(`translations.${language}.description`)}
                maxLength={PRODUCT_LIMITS.description}
                lang={language}
                {...field(`translations.${language}.description`)}
              />
            </div>
          ))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            error={message('category')}
            hint={categories.isError ? errorText(categories.error, PRODUCT_TEXT.categoriesFailed) : undefined}
            {...field('category')}
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
              error={message('newCategory')}
              maxLength={PRODUCT_LIMITS.category}
              autoComplete="off"
              {...field('newCategory')}
            />
          ) : null}
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-ink" {...field('isFeatured')} />
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
        {message('variants') ? <p className="text-sm text-sale">{message('variants')}</p> : null}
        {variants.rows.map((row) => (
          <VariantEditor
            key={row.key}
            form={form}
            row={row}
            field={field}
            rowsChanged={rowsChanged}
            currency={currency}
            canRemove={variants.rows.length > 1}
            onRemove={() => rowsChanged(() => variants.remove(row.index))}
            onUploading={(change) => setUploading((n) => n + change)}
          />
        ))}
        <Button
          variant="secondary"
          disabled={variants.rows.length >= PRODUCT_LIMITS.variants}
          onClick={() => rowsChanged(() => variants.append(emptyVariant()))}
        >
          <Icon node={Plus} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.addColour}
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
