/**
 * Form validation with the shared zod schemas of domain/, loaded in their own chunk when
 * the shopper starts using the page: zod is the largest part of a form's code and is not
 * needed to paint it, so pages stay inside the storefront's first-load budget. The browser and the server
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

/** What shows the shopper is about to use the page: a key, a tap, a click or a focus. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a form's schemas at the shopper's first key, tap, click or focus on the
 * page, so they are here before the first check. Not at once: evaluating zod and building
 * the schemas is the largest script task of a form page, and a page load that only looks
 * (or a shopper who never types) should not pay it while the page becomes interactive. A
 * check that comes first still loads them itself (lazyResolver).
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => {
      stop();
      load().catch(() => {});
    };
    const stop = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, start, { capture: true });
    };
    for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [load]);
}
