import { catalogQueryToParams, type CatalogQuery, type CatalogQueryKey } from '#domain/catalog-query.ts';

/**
 * The parts of the current query a GET form does not show as controls, so submitting it
 * without JavaScript keeps them. The page is never carried: a new choice starts at page 1.
 */
export function QueryHiddenFields({ query, keep }: { query: CatalogQuery; keep: readonly CatalogQueryKey[] }) {
  const entries = [...catalogQueryToParams(query)].filter(([key]) => (keep as readonly string[]).includes(key));
  return (
    <>
      {entries.map(([name, value], index) => (
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
