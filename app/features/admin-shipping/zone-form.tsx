import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AdminShippingZone } from '#domain/api-answer-schemas.ts';
import { countryName, countryOptions } from '#domain/countries.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { errorText } from '#app/lib/api.ts';
import { flatValues, useFieldArray, type FlatValues } from '#app/lib/use-field-array.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { saveZone, ZONES_KEY } from './shipping-api';
import { SHIPPING_ADMIN_TEXT as T } from './shipping-texts';
import { checkDraft, draftFromZone, draftOf, emptyZone, newMethod } from './zone-draft';

/** The add or edit dialog of one zone; `zone` is null to add one, undefined while closed. */
export function ZoneFormDialog({
  zone,
  zones,
  currency,
  onClose,
}: {
  zone: AdminShippingZone | null | undefined;
  /** Every zone, so a country another zone lists is shown as taken. */
  zones: readonly AdminShippingZone[];
  currency: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={zone !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title={zone ? T.editTitle(zone.name) : T.createTitle}
      description={T.formDescription}
      busy={busy}
      wide
    >
      {zone !== undefined ? (
        <ZoneForm
          key={zone?._id ?? 'new'}
          zone={zone}
          zones={zones}
          currency={currency}
          onDone={onClose}
          onBusyChange={setBusy}
        />
      ) : null}
    </AdminDialog>
  );
}

/** The shared schema, through the draft's reading of it: its messages under each field's path. */
const validate: Validator<FlatValues> = async (values) => {
  const checked = checkDraft(draftOf(values));
  return checked.ok ? { ok: true, values } : { ok: false, errors: checked.errors };
};

function ZoneForm({
  zone,
  zones,
  currency,
  onDone,
  onBusyChange,
}: {
  zone: AdminShippingZone | null;
  zones: readonly AdminShippingZone[];
  currency: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => (zone ? draftFromZone(zone) : emptyZone()));
  const form = useForm<FlatValues>({ defaultValues: flatValues(initial), validate, mode: 'clearOnEdit' });
  const { register, handleSubmit, setError, setSubmitError, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const countries = useFieldArray(form, 'countries');
  const methods = useFieldArray(form, 'methods');
  const [adding, setAdding] = useState('');
  const pickerId = useId();

  const save = useMutation({
    mutationFn: (payload: Parameters<typeof saveZone>[1]) => saveZone(zone?._id ?? null, payload),
    onSuccess: async (answer) => {
      notify.success(T.saved(answer.name));
      await queryClient.invalidateQueries({ queryKey: ZONES_KEY });
      onDone();
    },
    onError: (error) => {
      const fallback = zone ? T.updateFailed : T.createFailed;
      // The server's field messages under their fields (the first focused); its message above the buttons.
      setSubmitError(error, fallback);
      setError('root.server', { message: errorText(error, fallback) });
    },
  });
  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  const submit = handleSubmit((values) => {
    if (save.isPending) return;
    const checked = checkDraft(draftOf(values));
    if (checked.ok) save.mutate(checked.payload);
  });

  const field = (path: string) => register(path, { onChange: () => clearErrors('root') });
  const message = (path: string) => errors[path]?.message;
  const listed = countries.rows.map((row) => String(watch(row.name) ?? ''));
  // Countries another zone lists are shown with its name and cannot be chosen (a country is in one zone).
  const takenBy = new Map(zones.filter((z) => z._id !== zone?._id).flatMap((z) => z.countries.map((c) => [c, z.name])));
  const hasFieldErrors = Object.keys(errors).some((path) => path !== 'root');
  const formError = errors.root?.server?.message ?? (hasFieldErrors ? T.fixErrors : undefined);

  function addCountry() {
    if (!adding || listed.includes(adding) || takenBy.has(adding)) return;
    countries.append(adding);
    clearErrors('root');
    setAdding('');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={save.isPending || undefined}>
      <TextField label={T.name} error={message('name')} autoComplete="off" {...field('name')} />

      <fieldset className="space-y-3">
        <legend className="text-xs font-medium uppercase tracking-[0.15em]">{T.countriesLegend}</legend>
        {zone?.restOfWorld ? (
          <p className="text-sm text-muted">{T.countriesRest}</p>
        ) : (
          <>
            {countries.rows.length === 0 ? <p className="text-sm text-muted">{T.noCountries}</p> : null}
            <ul className="flex flex-wrap gap-2" aria-label={T.countriesLegend}>
              {countries.rows.map((row, i) => (
                <li
                  key={row.key}
                  className="inline-flex items-center gap-1 border border-line bg-neutral-50 pl-3 text-sm"
                >
                  {countryName(listed[i]!)}
                  <button
                    type="button"
                    className="inline-flex size-8 items-center justify-center hover:bg-neutral-200 focus-visible:outline-2 focus-visible:-outline-offset-2"
                    aria-label={T.removeCountry(countryName(listed[i]!))}
                    onClick={() => {
                      countries.remove(row.index);
                      clearErrors('root');
                    }}
                  >
                    <Icon node={X} aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
            {Object.keys(errors)
              .filter((path) => path === 'countries' || path.startsWith('countries.'))
              .map((path) => (
                <p key={path} className="text-sm text-sale">
                  {message(path)}
                </p>
              ))}
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor={pickerId} className="mb-2 block text-xs font-medium uppercase tracking-[0.15em]">
                  {T.addCountry}
                </label>
                <select
                  id={pickerId}
                  value={adding}
                  onChange={(event) => setAdding(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addCountry();
                    }
                  }}
                  className="block h-12 w-full border border-neutral-300 bg-white px-3 text-[15px] focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  <option value="">{T.chooseCountry}</option>
                  {countryOptions().map(({ code, name }) => (
                    <option key={code} value={code} disabled={listed.includes(code) || takenBy.has(code)}>
                      {takenBy.has(code) ? `${name} (${T.inOtherZone(takenBy.get(code)!)})` : name}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="button" variant="secondary" onClick={addCountry} disabled={!adding}>
                {T.addCountryButton}
              </Button>
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xs font-medium uppercase tracking-[0.15em]">{T.methodsLegend}</legend>
        {message('methods') ? <p className="text-sm text-sale">{message('methods')}</p> : null}
        <ol className="space-y-4">
          {methods.rows.map((row, i) => (
            <li key={row.key} aria-label={T.methodLabel(i + 1)} className="space-y-3 border border-line p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">{T.methodLabel(i + 1)}</p>
                <div className="flex gap-1">
                  <IconButton
                    label={T.moveUp(i + 1)}
                    disabled={i === 0}
                    onClick={() => methods.move(i, i - 1)}
                    icon={<Icon node={ArrowUp} aria-hidden="true" className="size-4" />}
                  />
                  <IconButton
                    label={T.moveDown(i + 1)}
                    disabled={i === methods.rows.length - 1}
                    onClick={() => methods.move(i, i + 1)}
                    icon={<Icon node={ArrowDown} aria-hidden="true" className="size-4" />}
                  />
                  <IconButton
                    label={T.removeMethod(i + 1)}
                    disabled={methods.rows.length === 1}
                    onClick={() => methods.remove(i)}
                    icon={<Icon node={Trash2} aria-hidden="true" className="size-4" />}
                  />
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={T.methodName}
                  error={message(`${row.name}.name`)}
                  autoComplete="off"
                  {...field(`${row.name}.name`)}
                />
                <TextField
                  label={T.methodId}
                  hint={T.methodIdHint}
                  error={message(`${row.name}.id`)}
                  autoComplete="off"
                  {...field(`${row.name}.id`)}
                />
                <TextField
                  label={T.price(currency)}
                  inputMode="decimal"
                  error={message(`${row.name}.price`)}
                  {...field(`${row.name}.price`)}
                />
                <div className="grid grid-cols-2 gap-3">
                  <TextField
                    label={T.minDays}
                    inputMode="numeric"
                    error={message(`${row.name}.minDays`)}
                    {...field(`${row.name}.minDays`)}
                  />
                  <TextField
                    label={T.maxDays}
                    inputMode="numeric"
                    error={message(`${row.name}.maxDays`)}
                    {...field(`${row.name}.maxDays`)}
                  />
                </div>
              </div>
              <label className="flex items-center gap-3 text-sm">
                <input type="checkbox" className="size-4 accent-ink" {...field(`${row.name}.enabled`)} />
                {T.enabled}
              </label>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            methods.append(newMethod());
            clearErrors('root');
          }}
          disabled={methods.rows.length >= 10}
        >
          <Icon node={Plus} aria-hidden="true" className="size-3.5" /> {T.addMethod}
        </Button>
      </fieldset>

      <FormError message={formError} />

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

function IconButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center border border-line hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40"
    >
      {icon}
    </button>
  );
}
