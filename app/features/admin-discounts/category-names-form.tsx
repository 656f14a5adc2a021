import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AdminCategory } from '#domain/api-answer-schemas.ts';
import { categoryNamesInputSchema, type CategoryNamesInput } from '#domain/category-names-input.ts';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import { LANGUAGE_LABELS, TRANSLATED_LANGUAGES } from '#domain/product-texts.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { errorText } from '#app/lib/api.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { DISCOUNT_TEXT } from './discount-texts';
import { CATEGORIES_KEY, saveCategoryNames } from './discounts-api';

/** The names as typed, one field per language. */
type NamesDraft = Record<(typeof TRANSLATED_LANGUAGES)[number], string>;

/** The draft read by the shared schema: what the API receives, or each field's message. */
function checkNames(
  category: string,
  draft: NamesDraft,
): { ok: true; input: CategoryNamesInput } | { ok: false; errors: Record<string, string> } {
  const result = categoryNamesInputSchema.safeParse({ category, names: draft });
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // `names.ru` shows under the Russian field; anything else above the buttons.
    const field = issue.path[0] === 'names' && typeof issue.path[1] === 'string' ? issue.path[1] : 'root.server';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The "Names" modal: a category's names in Russian and Kyrgyz (decision 62). */
export function CategoryNamesDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={category !== null}
      onOpenChange={(next) => !next && onClose()}
      title={category ? DISCOUNT_TEXT.namesTitle(category.name) : ''}
      description={DISCOUNT_TEXT.namesDescription}
      busy={busy}
    >
      {category ? <NamesForm key={category.name} category={category} onDone={onClose} onBusyChange={setBusy} /> : null}
    </AdminDialog>
  );
}

function NamesForm({
  category,
  onDone,
  onBusyChange,
}: {
  category: AdminCategory;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const validate = useCallback<Validator<NamesDraft>>(
    async (draft) => {
      const checked = checkNames(category.name, draft);
      return checked.ok ? { ok: true, values: draft } : { ok: false, errors: checked.errors };
    },
    [category.name],
  );
  const {
    register,
    handleSubmit,
    setError,
    setSubmitError,
    formState: { errors },
  } = useForm<NamesDraft>({
    defaultValues: { ru: category.names.ru ?? '', ky: category.names.ky ?? '' },
    validate,
  });

  const save = useMutation({
    mutationFn: saveCategoryNames,
    onSuccess: async (answer) => {
      notify.success(`${answer.message}: ${answer.category.name}`);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      onDone();
    },
    onError: (error) => {
      setSubmitError(error, DISCOUNT_TEXT.namesFailed);
      setError('root.server', { message: errorText(error, DISCOUNT_TEXT.namesFailed) });
    },
  });

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  const submit = handleSubmit((values) => {
    const checked = checkNames(category.name, values);
    if (checked.ok) save.mutate(checked.input);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {TRANSLATED_LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={`Name (${LANGUAGE_LABELS[language]})`}
          lang={language}
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.category}
          error={errors[language]?.message}
          {...register(language)}
        />
      ))}
      <FormError message={errors.root?.server?.message} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {DISCOUNT_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? DISCOUNT_TEXT.namesSaving : DISCOUNT_TEXT.namesSave}
        </Button>
      </div>
    </form>
  );
}
