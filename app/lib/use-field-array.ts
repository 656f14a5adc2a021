/**
 * Rows of fields in a use-form form (app/lib/use-form): a list whose rows are added,
 * removed and reordered — the back office's product editor, with its colours and, in each,
 * its sizes and pictures. Kept out of use-form itself: the storefront's forms have no rows
 * and do not load it.
 *
 * A row's fields are ordinary use-form fields named by their path (`variants.1.sizes.2.stock`):
 * the form's values are flat, one per path (`flatValues` turns a nested draft into them), a
 * validator answers its messages under the same paths, and a failed submit focuses the
 * invalid field that comes first on the page, whatever its row. Removing or moving a row
 * renumbers the values of the rows after it (nested lists included) and clears the list's
 * messages, which named rows by their old numbers; the next check gives them again.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Form } from './use-form';

/** A form's values, one per path: text as fields hold it, or a checkbox's state. */
export type FlatValues = Record<string, string | boolean | undefined>;

/** What a field array needs of its form. */
type ArrayForm = Pick<Form<FlatValues>, 'getValues' | 'setValues' | 'clearErrors' | 'formState'>;

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** A nested draft (objects, lists, text, checkboxes) as one value per path; `undefined` is left out. */
export function flatValues(value: unknown, path = '', into: FlatValues = {}): FlatValues {
  if (Array.isArray(value)) value.forEach((item, i) => flatValues(item, join(path, i), into));
  else if (typeof value === 'string' || typeof value === 'boolean') into[path] = value;
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatValues(item, join(path, key), into);
  return into;
}

/** The row number of a path under `prefix` (`variants.` for `variants.2.color`), and what follows it. */
function rowOf(path: string, prefix: string): { row: number; rest: string } | null {
  if (!path.startsWith(prefix)) return null;
  const tail = path.slice(prefix.length);
  const end = tail.indexOf('.');
  const row = Number(end === -1 ? tail : tail.slice(0, end));
  return Number.isInteger(row) ? { row, rest: end === -1 ? '' : tail.slice(end) } : null;
}

/** How many rows the list `name` has: its rows are numbered from 0 without gaps. */
export function rowCount(values: FlatValues, name: string): number {
  let count = 0;
  for (const [path, value] of Object.entries(values)) {
    const at = value === undefined ? null : rowOf(path, `${name}.`);
    if (at) count = Math.max(count, at.row + 1);
  }
  return count;
}

/** The values with the list's rows put in `order` (the old number of each new row); rows left out go. */
function reordered(values: FlatValues, name: string, order: number[]): FlatValues {
  const next: FlatValues = {};
  for (const [path, value] of Object.entries(values)) {
    const at = rowOf(path, `${name}.`);
    if (!at) next[path] = value;
    else if (order.includes(at.row)) next[`${name}.${order.indexOf(at.row)}${at.rest}`] = value;
  }
  return next;
}

let lastKey = 0;
/** A React key for a row: it stays with the row while the row's number changes. */
const newKey = () => `row-${++lastKey}`;

export interface FieldArrayRow {
  key: string;
  index: number;
  /** The row's path: its fields are `${name}.field`, or the row itself for a list of plain values. */
  name: string;
}

/**
 * The rows of the list `name` in `form`: render one per row (keyed by `key`, its fields
 * registered under `${row.name}.…`), and change the list with `append`, `remove` and `move`.
 * The changes keep working from code that finishes later (an upload): they act on the list
 * where it is then, and do nothing once it is gone.
 */
export function useFieldArray(form: ArrayForm, name: string) {
  const [keys, setKeys] = useState(() => Array.from({ length: rowCount(form.getValues(), name) }, newKey));
  // The list as last rendered; null once it is unmounted.
  const current = useRef<{ form: ArrayForm; name: string } | null>(null);
  useLayoutEffect(() => {
    current.current = { form, name };
  });
  useLayoutEffect(() => () => void (current.current = null), []);

  /** Puts the rows in `order` and adds `added` values, in the form and in the rendered keys. */
  function change(
    order: (count: number) => number[],
    keysOf: (keys: string[]) => string[],
    added: (count: number, name: string) => FlatValues = () => ({}),
  ) {
    if (!current.current) return;
    const { form, name } = current.current;
    const values = form.getValues();
    const count = rowCount(values, name);
    form.setValues({ ...reordered(values, name, order(count)), ...added(count, name) });
    for (const path of Object.keys(form.formState.errors))
      if (path === name || path.startsWith(`${name}.`)) form.clearErrors(path);
    setKeys(keysOf);
  }

  const rowNumbers = (count: number) => Array.from({ length: count }, (_, i) => i);
  const moved = <V>(list: V[], from: number, to: number) => {
    const next = [...list];
    next.splice(to, 0, ...next.splice(from, 1));
    return next;
  };

  return {
    rows: keys.map((key, index): FieldArrayRow => ({ key, index, name: `${name}.${index}` })),
    /** Adds a row at the end: an object of the row's fields (nested lists included), or a plain value. */
    append: (row: unknown) =>
      change(
        rowNumbers,
        (keys) => [...keys, newKey()],
        (count, list) => flatValues(row, `${list}.${count}`),
      ),
    remove: (index: number) =>
      change(
        (count) => rowNumbers(count).filter((i) => i !== index),
        (keys) => keys.filter((_, i) => i !== index),
      ),
    move: (from: number, to: number) =>
      change(
        (count) => moved(rowNumbers(count), from, to),
        (keys) => moved(keys, from, to),
      ),
  };
}
