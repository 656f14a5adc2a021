/**
 * Form validation with the shared zod schemas of domain/, loaded in their own chunk when
 * the shopper starts using the page: zod is the largest part of a form's code and is not
 * needed to paint it, so pages stay inside the storefront's first-load budget. The browser and the server
 * validate with the same schemas, so both give the same messages.
 */
import { useEffect } from 'react';
import type { Validation, Validator } from './use-form';

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

/** A validator that checks with `load()`'s once its chunk is here. */
export function lazyValidator<T>(load: () => Promise<(values: T) => Validation<T>>): Validator<T> {
  return async (values) => {
    let validate: (values: T) => Validation<T>;
    try {
      validate = await load();
    } catch {
      // The chunk could not load: the server validates the same way.
      return { ok: true, values };
    }
    return validate(values);
  };
}

/** What shows the shopper is about to use the page: a key, a tap, a click or a focus. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a form's schemas at the shopper's first key, tap, click or focus on the
 * page, so they are here before the first check. Not at once: evaluating zod and building
 * the schemas is the largest script task of a form page, and a page load that only looks
 * (or a shopper who never types) should not pay it while the page becomes interactive. A
 * check that comes first still loads them itself (lazyValidator).
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
