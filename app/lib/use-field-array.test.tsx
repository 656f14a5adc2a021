// @vitest-environment jsdom
/**
 * Field arrays of the store's form mechanism (app/lib/use-field-array over app/lib/use-form),
 * driven as the back office drives them: real React in a DOM, the project's own fields, a
 * zod schema whose messages come back under each row's path.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The renderer's browser build: app/ imports nothing whose path names a server (lint).
import { renderToString } from 'react-dom/server.browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { ApiError } from './api-error';
import { flatValues, rowCount, useFieldArray, type FieldArrayRow, type FlatValues } from './use-field-array';
import { useForm, type Form, type Validator } from './use-form';

interface Colour {
  color: string;
  images: string[];
  sizes: { size: string; stock: string }[];
}

const schema = z.object({
  colours: z.array(
    z.object({
      color: z.string().trim().min(1, 'Please enter a colour.'),
      images: z.array(z.string()).max(2, 'At most 2 pictures.'),
      sizes: z
        .array(
          z.object({
            size: z.string().trim().min(1, 'Please enter a size.'),
            stock: z.string().regex(/^\d+$/, 'Stock must be a whole number.'),
          }),
        )
        .min(1, 'Add a size.'),
    }),
  ),
});

/** The flat values read back as the nested draft the schema checks. */
function coloursOf(values: FlatValues): Colour[] {
  const text = (path: string) => String(values[path] ?? '');
  return Array.from({ length: rowCount(values, 'colours') }, (_, c) => ({
    color: text(`colours.${c}.color`),
    images: Array.from({ length: rowCount(values, `colours.${c}.images`) }, (_, i) => text(`colours.${c}.images.${i}`)),
    sizes: Array.from({ length: rowCount(values, `colours.${c}.sizes`) }, (_, s) => ({
      size: text(`colours.${c}.sizes.${s}.size`),
      stock: text(`colours.${c}.sizes.${s}.stock`),
    })),
  }));
}

const validate: Validator<FlatValues> = async (values) => {
  const result = schema.safeParse({ colours: coloursOf(values) });
  if (result.success) return { ok: true, values };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
};

const newSize = () => ({ size: '', stock: '' });
/** Lets a test call a colour's picture list from outside, as an upload that ends later does. */
const addPicture = new Map<string, (url: string) => void>();

function ColourRow({ form, row, onRemove }: { form: Form<FlatValues>; row: FieldArrayRow; onRemove: () => void }) {
  const sizes = useFieldArray(form, `${row.name}.sizes`);
  const images = useFieldArray(form, `${row.name}.images`);
  const {
    register,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const name = String(watch(`${row.name}.color`) ?? '');
  const colour = name || `colour ${row.index + 1}`;
  addPicture.set(name, images.append);
  return (
    <fieldset aria-label={`Colour ${row.index + 1}`}>
      <TextField label="Colour" error={errors[`${row.name}.color`]?.message} {...register(`${row.name}.color`)} />
      <button type="button" onClick={onRemove}>
        Remove {colour}
      </button>
      <ul aria-label={`Pictures of ${colour}`}>
        {images.rows.map((image) => (
          <li key={image.key}>{String(getValues(image.name))}</li>
        ))}
      </ul>
      {sizes.rows.map((size) => (
        <div key={size.key} role="group" aria-label={`Size ${size.index + 1}`}>
          <TextField label="Size" error={errors[`${size.name}.size`]?.message} {...register(`${size.name}.size`)} />
          <TextField label="Stock" error={errors[`${size.name}.stock`]?.message} {...register(`${size.name}.stock`)} />
          <button type="button" onClick={() => sizes.remove(size.index)}>
            Remove size {size.index + 1}
          </button>
          {size.index > 0 ? (
            <button type="button" onClick={() => sizes.move(size.index, size.index - 1)}>
              Move size {size.index + 1} up
            </button>
          ) : null}
        </div>
      ))}
      {errors[`${row.name}.sizes`] ? <p role="alert">{errors[`${row.name}.sizes`]!.message}</p> : null}
      <button type="button" onClick={() => sizes.append(newSize())}>
        Add size
      </button>
    </fieldset>
  );
}

function ColoursForm({
  initial,
  onValid,
  submitError,
}: {
  initial: Colour[];
  onValid: (values: FlatValues) => unknown;
  submitError?: unknown;
}) {
  const form = useForm<FlatValues>({ defaultValues: flatValues({ colours: initial }), validate, mode: 'clearOnEdit' });
  const colours = useFieldArray(form, 'colours');
  const submit = form.handleSubmit(async (values) => {
    await onValid(values);
    if (submitError) form.setSubmitError(submitError, 'Could not save.');
  });
  return (
    <form onSubmit={submit} noValidate>
      {colours.rows.map((row) => (
        <ColourRow key={row.key} form={form} row={row} onRemove={() => colours.remove(row.index)} />
      ))}
      <button type="button" onClick={() => colours.append({ color: '', images: [], sizes: [newSize()] })}>
        Add colour
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const colour = (n: number) => screen.getByRole('group', { name: `Colour ${n}` });
const size = (c: number, s: number) => within(colour(c)).getByRole('group', { name: `Size ${s}` });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The message shown under a field (linked to it for screen readers), or null. */
function messageUnder(element: HTMLElement): string | null {
  const error = element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

const black: Colour = {
  color: 'Black',
  images: ['/a.webp'],
  sizes: [
    { size: 'S', stock: '5' },
    { size: 'M', stock: '2' },
    { size: 'L', stock: '0' },
  ],
};
const navy: Colour = { color: 'Navy', images: [], sizes: [{ size: 'S', stock: '8' }] };

afterEach(() => {
  cleanup();
  addPicture.clear();
});

describe('useFieldArray', () => {
  it('adds, removes and moves rows; each row keeps what was typed into it and the submit gets the values renumbered', async () => {
    const onValid = vi.fn();
    render(<ColoursForm initial={[black, navy]} onValid={onValid} />);
    type(field(size(1, 2), 'Stock'), '3');
    fireEvent.click(within(size(1, 1)).getByRole('button', { name: 'Remove size 1' }));
    // M (with its new stock) is the first size now, L the second.
    expect(field(size(1, 1), 'Size')).toHaveProperty('value', 'M');
    expect(field(size(1, 1), 'Stock')).toHaveProperty('value', '3');
    fireEvent.click(within(size(1, 2)).getByRole('button', { name: 'Move size 2 up' }));
    expect(field(size(1, 1), 'Size')).toHaveProperty('value', 'L');
    fireEvent.click(within(colour(1)).getByRole('button', { name: 'Add size' }));
    type(field(size(1, 3), 'Size'), 'XL');
    type(field(size(1, 3), 'Stock'), '1');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Black' }));
    expect(field(colour(1), 'Colour')).toHaveProperty('value', 'Navy');
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    type(field(colour(2), 'Colour'), 'Sand');
    type(field(size(2, 1), 'Size'), 'M');
    type(field(size(2, 1), 'Stock'), '4');
    save();
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]![0]).toEqual(
      flatValues({ colours: [navy, { color: 'Sand', images: [], sizes: [{ size: 'M', stock: '4' }] }] }),
    );

    // The removed colour's sizes went with it, rather than onto the colour now in its place.
    expect(within(colour(1)).getAllByRole('group')).toHaveLength(1);
  });

  it("shows the schema's messages under each row's fields, by their path", async () => {
    render(<ColoursForm initial={[black, { ...navy, sizes: [{ size: 'S', stock: 'many' }] }]} onValid={vi.fn()} />);
    type(field(size(1, 3), 'Size'), '');
    save();
    await waitFor(() => expect(messageUnder(field(size(1, 3), 'Size'))).toBe('Please enter a size.'));
    expect(messageUnder(field(size(2, 1), 'Stock'))).toBe('Stock must be a whole number.');
    expect(messageUnder(field(size(1, 1), 'Size'))).toBeNull();

    // A message on the list itself: a colour left without sizes.
    fireEvent.click(within(colour(2)).getByRole('button', { name: 'Remove size 1' }));
    save();
    expect((await within(colour(2)).findByRole('alert')).textContent).toBe('Add a size.');
  });

  it('focuses the invalid field that comes first on the page, in a row added after the rows below it', async () => {
    render(<ColoursForm initial={[black, navy]} onValid={vi.fn()} />);
    // Registered last, shown before Navy's fields.
    fireEvent.click(within(colour(1)).getByRole('button', { name: 'Add size' }));
    type(field(colour(2), 'Colour'), '');
    save();
    await waitFor(() => expect(document.activeElement).toBe(field(size(1, 4), 'Size')));
    expect(messageUnder(field(colour(2), 'Colour'))).toBe('Please enter a colour.');
  });

  it('clears the messages of a list whose rows change, since they named the old rows', async () => {
    render(
      <ColoursForm
        initial={[
          {
            ...black,
            sizes: [
              { size: '', stock: '1' },
              { size: 'M', stock: 'x' },
            ],
          },
        ]}
        onValid={vi.fn()}
      />,
    );
    save();
    await waitFor(() => expect(messageUnder(field(size(1, 2), 'Stock'))).toBe('Stock must be a whole number.'));
    fireEvent.click(within(size(1, 1)).getByRole('button', { name: 'Remove size 1' }));
    // The bad stock is now size 1's; its message does not stay on the row that moved away from it.
    expect(messageUnder(field(size(1, 1), 'Stock'))).toBeNull();
    save();
    await waitFor(() => expect(messageUnder(field(size(1, 1), 'Stock'))).toBe('Stock must be a whole number.'));
  });

  it("puts the server's messages under the row fields it names", async () => {
    const refused = new ApiError('Validation failed', 400, { 'colours.1.sizes.0.stock': 'Stock is too large.' });
    render(<ColoursForm initial={[black, navy]} onValid={vi.fn()} submitError={refused} />);
    save();
    await waitFor(() => expect(messageUnder(field(size(2, 1), 'Stock'))).toBe('Stock is too large.'));
    expect(document.activeElement).toBe(field(size(2, 1), 'Stock'));
  });

  it("lands a change made later (an upload's picture) in its own row after rows above it went", async () => {
    render(<ColoursForm initial={[black, navy]} onValid={vi.fn()} />);
    const addToNavy = addPicture.get('Navy')!;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Black' }));
    act(() => addToNavy('/navy.webp'));
    expect(
      within(screen.getByRole('list', { name: 'Pictures of Navy' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/navy.webp']);

    // One in a row added since the page opened.
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    type(field(colour(2), 'Colour'), 'Olive');
    act(() => addPicture.get('Olive')!('/olive.webp'));
    expect(
      within(screen.getByRole('list', { name: 'Pictures of Olive' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/olive.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Olive' }));

    // One whose colour was removed meanwhile goes nowhere.
    const addToSand = (() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
      type(field(colour(2), 'Colour'), 'Sand');
      return addPicture.get('Sand')!;
    })();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sand' }));
    act(() => addToSand('/sand.webp'));
    expect(within(screen.getByRole('list', { name: 'Pictures of Navy' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps what was typed into a row of the server-rendered page before its scripts ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ColoursForm initial={[navy]} onValid={vi.fn()} />);
    container.querySelector<HTMLInputElement>('input[name="colours.0.sizes.0.stock"]')!.value = '12';

    const onValid = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ColoursForm initial={[navy]} onValid={onValid} />));
    try {
      await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
      await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
      expect(onValid.mock.calls[0]![0]).toMatchObject({ 'colours.0.sizes.0.stock': '12' });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
