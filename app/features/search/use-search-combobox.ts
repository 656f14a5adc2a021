import { useCallback, useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocalNavigate } from '#app/lib/local-links.tsx';
import type { SearchResult } from './search-api';

/**
 * The keyboard model of a search box (ARIA combobox with a listbox popup): arrow keys
 * move through the results, Enter opens the highlighted one, Escape closes. The results
 * themselves are reported by the results panel, which may load later.
 */
export function useSearchCombobox({
  open,
  onClose,
  initialTerm = '',
}: {
  open: boolean;
  onClose: () => void;
  /** A term the page's address brought (`?q=`, search engines' search box). */
  initialTerm?: string;
}) {
  const [term, setTerm] = useState(initialTerm);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useLocalNavigate();
  const listboxId = useId();
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  const onResultsChange = useCallback((next: SearchResult[]) => {
    setResults(next);
    setActiveIndex(-1);
  }, []);

  const expanded = open && results.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const result = expanded ? results[activeIndex] : undefined;
        if (!result) return;
        event.preventDefault();
        onClose();
        void navigate(`/products/${result._id}`);
        break;
      }
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
    }
  };

  return {
    term,
    results,
    activeIndex,
    listboxId,
    optionId,
    onResultsChange,
    inputProps: {
      // A text box: HTML allows no combobox role on type=search; the keyboard still offers "search".
      role: 'combobox' as const,
      type: 'text' as const,
      enterKeyHint: 'search' as const,
      value: term,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value),
      onKeyDown,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listboxId : undefined,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
