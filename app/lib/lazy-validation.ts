/**
 * Form validation with the shared zod schemas of domain/, loaded in their own chunk right
 * after a form mounts: zod is the largest part of a form's code and is not needed to paint
 * it, so pages stay inside the storefront's first-load budget. The browser and the server
 * validate with the same schemas, so both give the same messages.
 */
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Imports a module once; a failed import (offline, a new deploy) is tried again next time. */
export function lazyModule<M>(importer: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * `lazyModule` for a module that builds zod schemas: zod is first told to parse without
 * eval (app/lib/zod-without-eval), which it must know before it builds the first object
 * schema, so the schemas' module is imported only after that.
 */
export function lazySchemas<M>(importer: () => Promise<M>): () => Promise<M> {
  return lazyModule(async () => {
    (await import('./zod-without-eval')).parseWithoutEval();
    return importer();
  });
}

/** A resolver that validates with `load()`'s resolver once its chunk is here. */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  return async (values, context, options) => {
    try {
      const resolver = await load();
      return resolver(values, context, options);
    } catch {
      // The chunk could not load: the server validates the same way.
      return { values, errors: {} };
    }
  };
}

/** Starts loading a form's schemas as soon as the form is on screen. */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    load().catch(() => {});
  }, [load]);
}
