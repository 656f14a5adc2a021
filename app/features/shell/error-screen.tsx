import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';

/** The generic error screen (SPEC §2). Renders without any loader data. */
export function ErrorScreen({ message }: { message: string }) {
  const [showError, setShowError] = useState(false);
  const detailsId = useId();

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-[0.04em] lg:text-4xl">
        <Trans>Something went wrong!</Trans>
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-muted">
        <Trans>Please try again. If the problem persists, come back in a little while.</Trans>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload Page</Trans>
        </Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          <Trans>Back to Home</Trans>
        </ButtonLink>
      </div>
      <Button
        variant="ghost"
        className="mt-8 text-muted"
        aria-expanded={showError}
        aria-controls={detailsId}
        onClick={() => setShowError((shown) => !shown)}
      >
        {showError ? <Trans>Hide Error</Trans> : <Trans>Show Error</Trans>}
      </Button>
      <pre
        id={detailsId}
        hidden={!showError}
        className="mt-4 max-w-2xl overflow-x-auto whitespace-pre-wrap break-words border border-line bg-neutral-50 p-4 text-left text-xs text-neutral-700"
      >
        {message}
      </pre>
    </section>
  );
}
