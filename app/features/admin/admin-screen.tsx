import type { ReactNode } from 'react';

/** The frame of every back-office screen: one width, one padding, one gap between its parts. */
export function AdminScreen({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">{children}</div>
  );
}
