import { Search, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useId } from 'react';

/** The back office's search field: labelled for screen readers, with a clear button once something is typed. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label = 'Search',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="relative w-full md:max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        node={Search}
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="h-10 w-full border border-neutral-300 bg-white pl-9 pr-9 text-sm placeholder:text-neutral-400 hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute right-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center text-neutral-500 hover:text-ink"
          aria-label="Clear search"
        >
          <Icon node={X} aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
