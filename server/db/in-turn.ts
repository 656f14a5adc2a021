/**
 * Runs a transaction's queries one after another. A transaction is one connection, which
 * answers one query at a time anyway; node-postgres warns when handed several at once (and
 * its next major refuses), so `Promise.all` inside a transaction is never the way.
 */
export async function inTurn<const T extends readonly unknown[]>(queries: {
  [K in keyof T]: () => PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
