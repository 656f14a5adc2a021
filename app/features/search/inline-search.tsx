import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide';
import { useDomainText } from '#app/features/i18n/index.ts';
import { SEARCH_TEXTS } from './search-messages';
import { Icon } from '#app/components/ui/icon.tsx';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#domain/search-limits.ts';
import { cx } from '#app/components/ui/cx.ts';
import { LazySearchResults, loadSearchResults } from './load-search-results';
import { SEARCH_MIN_LENGTH, SEARCH_TEXT } from './search-texts';
import { useSearchCombobox } from './use-search-combobox';

/**
 * The home page's search box for large screens (SPEC §2): the dropdown opens on focus
 * and closes on a click or focus move outside, or Escape.
 */
export function InlineSearch({ className }: { className?: string }) {
  // A search from a search engine's box lands on the home page with `?q=`: its results show at once.
  const [params] = useSearchParams();
  const given = params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '';
  const [open, setOpen] = useState(given !== '');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const combobox = useSearchCombobox({ open, onClose: () => setOpen(false), initialTerm: given });
  const say = useDomainText(SEARCH_TEXTS);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const pending = say(combobox.term.trim().length >= SEARCH_MIN_LENGTH ? SEARCH_TEXT.searching : SEARCH_TEXT.prompt);

  return (
    <div
      ref={containerRef}
      className={cx('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <Icon
        node={Search}
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
        strokeWidth={1.5}
      />
      <input
        id={inputId}
        {...combobox.inputProps}
        placeholder={say(SEARCH_TEXT.inlinePlaceholder)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        // Typing or ArrowDown after Escape opens the dropdown again.
        onInput={() => setOpen(true)}
        onKeyDown={(event) => {
          if (!open && event.key === 'ArrowDown') setOpen(true);
          combobox.inputProps.onKeyDown(event);
        }}
        onPointerEnter={() => void loadSearchResults()}
        className="h-12 w-full border border-ink/20 bg-white pl-11 pr-4 text-sm placeholder:text-neutral-500 focus:border-ink [&::-webkit-search-cancel-button]:appearance-none"
      />
      {open ? (
        <div
          // Keeps focus in the input when the panel itself is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto border border-line bg-white shadow-lg"
        >
          <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-muted">{pending}</p>}>
            <LazySearchResults
              term={combobox.term}
              activeIndex={combobox.activeIndex}
              listboxId={combobox.listboxId}
              optionId={combobox.optionId}
              onResultsChange={combobox.onResultsChange}
              onNavigate={() => setOpen(false)}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
