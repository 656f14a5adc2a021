/**
 * My Account's saved addresses as the page places them (decision 66). The server renders
 * the list complete, in the page's HTML; the browser hydrates it from a chunk of its own,
 * requested as hydration starts, so the list's code is not part of the account page's first
 * load (decision 39). Until its chunk is here React keeps the server's HTML in place
 * (nothing moves) and replays a click made on it. The editor is a further chunk, asked for
 * when the shopper reaches for a button.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SavedAddresses as SavedAddressesComponent } from './saved-addresses-section';

let serverSection: typeof SavedAddressesComponent | undefined;
const loadSection = () => import('./saved-addresses-section');
// The server loads the module at start and from then on renders the list at once, in the
// page's shell (a late swap would move the page).
if (import.meta.env.SSR) void loadSection().then((module) => (serverSection = module.SavedAddresses));

const LazySection = lazy(() => loadSection().then((module) => ({ default: module.SavedAddresses })));

export function SavedAddresses(props: ComponentProps<typeof SavedAddressesComponent>) {
  // The browser always renders the lazy one: switching components later would remount it.
  const Section = (import.meta.env.SSR && serverSection) || LazySection;
  return (
    <Suspense fallback={<AddressesPending />}>
      <Section {...props} />
    </Suspense>
  );
}

/** Shown only when the page was reached by a navigation in the app and the chunk is still on its way. */
function AddressesPending() {
  return (
    <section aria-labelledby="account-addresses" aria-busy="true" className="mt-12 border-t border-line pt-10 lg:mt-16">
      <h2 id="account-addresses" className="mb-4 text-sm font-semibold uppercase tracking-[0.15em]">
        <Trans>Addresses</Trans>
      </h2>
    </section>
  );
}
