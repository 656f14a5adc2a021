import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { type Selection, selectionFromQuery, selectionQuery, withColor } from './product-options';

/**
 * The chosen colour and size. A link can preselect them with ?color=&size=, and each
 * choice is written back to the address (replacing the history entry) so the page can be
 * shared or reloaded as it is. The address is updated directly rather than through a
 * router navigation: a choice must not re-run any loader.
 */
export function useProductSelection(product: Pick<ApiProduct, '_id' | 'variants'>) {
  const location = useLocation();
  const source = `${product._id}|${location.key}`;
  const [state, setState] = useState(() => ({
    source,
    selection: selectionFromQuery(product, new URLSearchParams(location.search)),
  }));

  // The router brought us here again (another product, or a link with other options):
  // start from that address. Adjusting state while rendering avoids a flash of the old choice.
  let { selection } = state;
  if (state.source !== source) {
    selection = selectionFromQuery(product, new URLSearchParams(location.search));
    setState({ source, selection });
  }

  const choose = (next: Selection) => {
    setState({ source, selection: next });
    const { pathname, search, hash } = window.location;
    // Keeping history.state keeps the router's own bookkeeping (entry key and index).
    window.history.replaceState(window.history.state, '', `${pathname}${selectionQuery(search, next)}${hash}`);
  };

  return {
    selection,
    chooseColor: (color: string) => choose(withColor(product, selection, color)),
    chooseSize: (size: string) => choose({ ...selection, size }),
  };
}
