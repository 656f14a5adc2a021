import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { catalogQueryToSearch, type CatalogQuery } from '#domain/catalog-query.ts';

/**
 * The listing's state lives in the URL: controls change it by navigating, so every state
 * can be reloaded, shared and reached with back/forward. The loader reads the URL (with
 * the listing schema); while a change is loading, the controls show the requested state,
 * so a ticked box stays ticked and quick successive changes build on each other.
 */
export function useListingQuery(committed: CatalogQuery) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The request belongs to the location it was made on: once any navigation lands, the
  // loader's query is the truth again. It is dropped as soon as the page's location changes
  // (not merely ignored), or Back to the location it was made on would show it again over
  // the restored URL and grid.
  const [requested, setRequested] = useState<{ fromKey: string; query: CatalogQuery } | null>(null);
  const [landedKey, setLandedKey] = useState(location.key);
  if (landedKey !== location.key) {
    setLandedKey(location.key);
    setRequested(null);
  }
  const waiting = requested !== null && requested.fromKey === location.key;
  const query = waiting ? requested.query : committed;
  const loadingHere = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;

  const apply = useCallback(
    (next: CatalogQuery) => {
      setRequested({ fromKey: location.key, query: next });
      void navigate({ pathname: location.pathname, search: catalogQueryToSearch(next) }, { preventScrollReset: true });
    },
    [navigate, location.pathname, location.key],
  );

  return { query, apply, pending: waiting || loadingHere };
}
