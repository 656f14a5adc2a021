import type { ComponentProps } from 'react';

/**
 * The back office's file field for its imports (catalogue, currency rates): the label
 * above, the browser's own chooser styled as our buttons. The file is read when its form
 * is sent, so the caller keeps a `ref` to the input.
 */
export function FilePicker({
  label,
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-[0.2em]">
        {label}
      </label>
      <input
        id={id}
        type="file"
        {...input}
        className="mt-2 block text-sm file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-2"
      />
    </div>
  );
}
