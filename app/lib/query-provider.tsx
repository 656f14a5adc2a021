import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Provides the page's query client to a part that fetches in the browser. Each such feature
 * wraps itself, rather than the whole app, so pages that never fetch after the first
 * render do not load TanStack Query at all.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
