import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide';
import { useDomainText } from '#app/features/i18n/index.ts';
import { SEARCH_TEXTS } from './search-messages';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useRef } from 'react';
import SearchResultsPanel from './search-results';
import { SEARCH_TEXT } from './search-texts';
import { useSearchCombobox } from './use-search-combobox';

/** SPEC §2: the input takes focus 100 ms after the modal opens. */
const FOCUS_DELAY_MS = 100;

/** Stops the page behind an open modal from scrolling (SPEC §2). */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

/**
 * The small-screen search (SPEC §2): a full-screen overlay with the search box on top.
 * Closes with the close button, a click on the backdrop, Escape, or opening a result.
 */
export default function SearchModal({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { t } = useLingui();
  const say = useDomainText(SEARCH_TEXTS);
  // Closing the <dialog> first lifts the page's inertness, so focus can return to the trigger.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };
  const combobox = useSearchCombobox({ open: true, onClose: close });

  useScrollLock();

  useEffect(() => {
    const dialog = dialogRef.current;
    // A modal <dialog> keeps keyboard focus inside and hides the page from assistive technology.
    if (dialog && !dialog.open) dialog.showModal();
    const timer = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      dialog?.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-black/50 p-0 backdrop:bg-transparent"
    >
      <div className="flex max-h-full flex-col bg-white shadow-xl">
        <h2 id={titleId} className="sr-only">
          <Trans>Search</Trans>
        </h2>
        <div className="flex items-center gap-2 border-b border-line px-4 py-3">
          <Icon node={Search} aria-hidden="true" className="size-5 shrink-0 text-muted" strokeWidth={1.5} />
          <input
            ref={inputRef}
            {...combobox.inputProps}
            aria-label={t`Search products`}
            placeholder={say(SEARCH_TEXT.modalPlaceholder)}
            className="h-11 min-w-0 flex-1 bg-transparent px-1 text-base placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <button
            type="button"
            onClick={close}
            aria-label={t`Close search`}
            className="inline-flex size-11 shrink-0 items-center justify-center text-ink hover:opacity-60"
          >
            <Icon node={X} aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </button>
        </div>
        <SearchResultsPanel
          term={combobox.term}
          activeIndex={combobox.activeIndex}
          listboxId={combobox.listboxId}
          optionId={combobox.optionId}
          onResultsChange={combobox.onResultsChange}
          onNavigate={close}
          scrolls
          className="min-h-0 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink"
        />
      </div>
    </dialog>
  );
}
