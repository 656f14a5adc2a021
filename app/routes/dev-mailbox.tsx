import type { Route } from './+types/dev-mailbox';

/** Development only: the outbox of e-mails the store would have sent. */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.config.NODE_ENV === 'production') throw new Response('Not Found', { status: 404 });
  return { messages: await context.services.outbox.list() };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return <pre>{JSON.stringify(loaderData.messages.map((m) => m.subject), null, 2)}</pre>;
}
