import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { HomeContent } from './home-content';
import type { HomeContentSource } from './home-data';

/**
 * Renders a part of the home page from its content source. Content that is already here
 * (the server's render of a first visit, and its hydration) renders at once: passed through
 * Suspense and Await it would suspend for a tick, be streamed after the page's shell and be
 * shown by React's batched reveal a frame or more later — moving the page (layout shift) and
 * holding back the hero image, the page's largest paint (decision 39). Only a client-side
 * navigation, which streams the lists in, shows `loading` first.
 */
export function HomeContentView({
  source,
  loading,
  failed,
  children,
}: {
  source: HomeContentSource;
  loading: ReactNode;
  failed: ReactNode;
  children: (content: HomeContent) => ReactNode;
}) {
  if (source === null) return failed;
  if (!(source instanceof Promise)) return children(source);
  return (
    <Suspense fallback={loading}>
      <Await resolve={source} errorElement={failed}>
        {children}
      </Await>
    </Suspense>
  );
}
