import type { Route } from './+types/not-found';
import { msg } from '@lingui/core/macro';
import { metaI18n } from '#app/features/i18n/index.ts';
import { NotFoundScreen } from '#app/features/shell/index.ts';
import { STORE_NAME } from '#domain/store.ts';

/** Throwing (rather than rendering) makes the response's HTTP status 404. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaI18n(matches)._(msg`Not Found`)} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
