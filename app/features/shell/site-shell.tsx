import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** The storefront frame: skip link, header, the page's main landmark, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:bg-ink focus:px-4 focus:py-3 focus:text-xs focus:uppercase focus:tracking-[0.2em] focus:text-white"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
