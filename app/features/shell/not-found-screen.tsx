import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#app/components/ui/button.tsx';

/** Renders on its own too (root error boundary), so it brings its own spacing. */
export function NotFoundScreen() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-xs uppercase tracking-[0.3em] text-muted">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-4 text-4xl font-semibold uppercase tracking-[0.08em] lg:text-5xl">
        <Trans>Not Found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-muted">
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </p>
      <ButtonLink to="/" className="mt-10">
        <Trans>Back to Home</Trans>
      </ButtonLink>
    </section>
  );
}
