import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide';
import type { AdminDisplayCurrency } from '#domain/api-answer-schemas.ts';
import { rateProblem } from '#domain/currency-rates.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { notify } from '#app/features/toast/index.ts';
import { CURRENCIES_KEY, setRate } from './currencies-api';
import { CURRENCIES_ADMIN_TEXT as T } from './currencies-texts';

type RateValues = { rate: string };

/** The API's own rule for a rate (domain/currency-rates.ts), checked before the call. */
const validate: Validator<RateValues> = async (values) => {
  const rate = values.rate.trim();
  const problem = rateProblem(rate);
  return problem ? { ok: false, errors: { rate: problem } } : { ok: true, values: { rate } };
};

/** One currency's rate: typed, checked, saved; the screen's data becomes the server's answer. */
export function RateForm({
  currency,
  storeCurrency,
  onRemove,
}: {
  currency: AdminDisplayCurrency;
  storeCurrency: string;
  onRemove: () => void;
}) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setSubmitError, formState } = useForm<RateValues>({
    defaultValues: { rate: currency.rate ?? '' },
    validate,
    mode: 'clearOnEdit',
  });
  const save = handleSubmit(async ({ rate }) => {
    try {
      const answer = await setRate(currency.code, rate);
      queryClient.setQueryData(CURRENCIES_KEY, answer);
      notify.success(T.saved(currency.code, answer.currencies.find((c) => c.code === currency.code)?.rate ?? rate));
    } catch (error) {
      setSubmitError(error, T.saveFailed);
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="mt-4">
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          label={T.rateLabel(currency.code, storeCurrency)}
          inputMode="decimal"
          autoComplete="off"
          className="min-w-40 flex-1"
          error={formState.errors.rate?.message}
          {...register('rate')}
        />
        <div className="flex gap-2 pt-7">
          <Button type="submit" disabled={formState.isSubmitting} aria-label={T.saveFor(currency.code)}>
            {formState.isSubmitting ? T.saving : T.save}
          </Button>
          {currency.rate !== null ? (
            <Button type="button" variant="secondary" onClick={onRemove} aria-label={T.removeFor(currency.code)}>
              <Icon node={Trash2} aria-hidden="true" className="size-3.5" /> {T.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <FormError message={formState.errors.root?.server?.message} />
    </form>
  );
}
