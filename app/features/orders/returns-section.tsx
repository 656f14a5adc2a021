import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLanguage } from '#app/lib/local-links.tsx';
import { formatLongDate } from '#domain/local-dates.ts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { useColorName } from '#app/features/catalog/index.ts';
import { ORDER_TEXTS, RETURN_TEXTS } from './order-texts';
import { buttonStyles } from '#app/components/ui/button.tsx';
import type { ApiOrder, ApiReturn, ReturnRequestAnswer } from '#domain/api-answer-schemas.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import type { Language } from '#domain/languages.ts';
import { RETURN_POLICY, RETURN_STATUS_LABELS, RETURN_TEXT, returnDeadlineText } from '#domain/returns.ts';
import { withLineNames } from './line-names';
import { orderDate } from './order-display';
import { ReturnStatusBadge } from './status-badge';

/**
 * The request form comes in its own chunk (with use-form), asked for as soon as the section
 * shows an order that can still be returned, so the button usually opens it at once while
 * the order pages' first load stays within its budget (decision 39).
 */
const loadReturnForm = () => import('./return-form');
const ReturnForm = lazy(loadReturnForm);

function PolicyLink() {
  return (
    <Link to="/refund-return-policy" className="underline underline-offset-2 hover:text-muted">
      <Trans>Refund &amp; Return Policy</Trans>
    </Link>
  );
}

/**
 * The form's frame while its chunk loads (seldom seen: the chunk is asked for as the section
 * shows): its heading, and about the height of a form with one line, so what is below moves
 * little when the form takes its place.
 */
function ReturnFormPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-[33rem] border border-line p-5 sm:p-6">
      <p className="text-sm font-semibold uppercase tracking-[0.15em]">
        <Trans>Request a return</Trans>
      </p>
    </div>
  );
}

function Step({ label, at, children }: { label: string; at: string | null; children?: ReactNode }) {
  const language = useLanguage();
  const say = useDomainText(ORDER_TEXTS);
  return (
    <li className="relative space-y-1">
      <span aria-hidden="true" className="absolute top-[5px] -left-[26px] size-[11px] rounded-full bg-ink" />
      <p>
        <span className="font-medium">{say(label)}</span>
        {at ? (
          <span className="text-muted">
            {' '}
            · <time dateTime={at}>{orderDate(at, language)}</time>
          </span>
        ) : null}
      </p>
      {children}
    </li>
  );
}

/** One return as the shopper follows it: each step it went through, with what it said. */
function ReturnSteps({ item, currency }: { item: ApiReturn; currency: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const say = useDomainText(ORDER_TEXTS);
  const colorName = useColorName();
  const wasApproved = item.status === 'approved' || item.status === 'received';
  const number = item.number;
  const reason = say(item.reasonLabel);
  const rejectionReason = item.rejectionReason;
  return (
    <li className="border border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">
          <Trans>Return {number}</Trans>
        </h4>
        <ReturnStatusBadge status={item.status} />
      </div>
      <ol aria-label={t`Steps of return ${number}`} className="mt-4 ml-1 space-y-4 border-l border-line pl-5">
        <Step label={RETURN_STATUS_LABELS.requested} at={item.requestedAt}>
          <ul className="text-muted">
            {item.lines.map((line) => (
              <li key={line.itemId} className="break-words">
                {line.quantity} × {line.name} ({colorName(line.color)}, {line.size})
              </li>
            ))}
          </ul>
          <p className="text-muted">
            <Trans>Reason: {reason}</Trans>
          </p>
          {item.comment ? <p className="text-muted break-words whitespace-pre-line">“{item.comment}”</p> : null}
          {item.status === 'requested' ? (
            <p className="text-muted">
              <Trans>We will look at your request and e-mail you what happens next.</Trans>
            </p>
          ) : null}
        </Step>
        {wasApproved ? (
          <Step label={RETURN_STATUS_LABELS.approved} at={item.decidedAt}>
            {item.instructions ? (
              <>
                <p className="text-muted">
                  <Trans>Please send the items back as follows:</Trans>
                </p>
                <ol className="list-decimal space-y-1 pl-5">
                  {item.instructions.map((sentence) => (
                    <li key={sentence} className="break-words">
                      {sentence}
                    </li>
                  ))}
                </ol>
                <p className="text-muted">
                  <Trans>We refund the items once your parcel has arrived and been checked.</Trans>
                </p>
              </>
            ) : null}
          </Step>
        ) : null}
        {item.status === 'rejected' ? (
          <Step label={RETURN_STATUS_LABELS.rejected} at={item.decidedAt}>
            {rejectionReason ? (
              <p className="text-muted break-words">
                <Trans>Reason: {rejectionReason}</Trans>
              </p>
            ) : null}
          </Step>
        ) : null}
        {item.status === 'received' ? (
          <Step label={RETURN_STATUS_LABELS.received} at={item.receivedAt}>
            {item.refund ? (
              <p className="text-muted">
                <Trans>
                  We refunded {formatMoney(toCents(item.refund.amount), currency, language)} to your original payment
                  method.
                </Trans>
              </p>
            ) : null}
          </Step>
        ) : null}
      </ol>
    </li>
  );
}

/** Whether the window has closed: the only thing here read from the clock (the rest is the order's). */
const hasPassed = (iso: string) => new Date(iso).getTime() < Date.now();

/** Kyrgyzstan's time, UTC+6 all year. */
const BISHKEK_OFFSET_MS = 6 * 60 * 60_000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The window's end in the store's time, in the page's language: English as domain/returns
 * writes it; another language with its long date, written without the browser's locale data.
 */
function deadlineText(endsAt: Date, language: Language, say: (day: string, time: string) => string): string {
  if (language === 'en') return returnDeadlineText(endsAt);
  const local = new Date(endsAt.getTime() + BISHKEK_OFFSET_MS);
  return say(formatLongDate(language, local), `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`);
}

/** The window in words: until when a return can be requested, or when it closed. */
function WindowText({ endsAt, canRequest }: { endsAt: string | null; canRequest: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const days = RETURN_POLICY.days;
  if (!endsAt) return null;
  const deadline = deadlineText(new Date(endsAt), language, (day, time) => t`${day} at ${time} (Bishkek time)`);
  if (canRequest)
    return (
      <p>
        <Trans>
          You can request a return until <strong className="font-medium">{deadline}</strong>. Items should be returned
          unworn, unwashed and with their original tags and packaging; see our <PolicyLink />.
        </Trans>
      </p>
    );
  if (hasPassed(endsAt))
    return (
      <p className="text-muted">
        <Trans>
          Returns can be requested within <Plural value={days} one="# day" other="# days" /> of delivery. The return
          window for this order closed on {deadline}. See our <PolicyLink />.
        </Trans>
      </p>
    );
  return (
    <p className="text-muted">
      <Trans>Every item of this order is already in a return or has been refunded.</Trans>
    </p>
  );
}

/**
 * The order's returns (decision 0052): each one's steps, and while the return window is
 * open the "Request a return" button, which opens the form below it. Rendered on the server
 * from the order, so nothing moves when the page hydrates. `orderToken` is the order link's
 * token, sent with a request made from that link.
 */
export function ReturnsSection({
  order: loaded,
  orderToken,
  anchorId,
}: {
  order: ApiOrder;
  orderToken?: string | null;
  /** The order page's "returns", which My Account links to (order-return-line.tsx); none where a page lists several orders. */
  anchorId?: string;
}) {
  // A request answers the order after it; a newer order from the page's loader wins.
  const [answered, setAnswered] = useState<{ from: ApiOrder; order: ApiOrder } | null>(null);
  const order = answered?.from === loaded ? answered.order : loaded;
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  /** Where the focus goes once the form has closed: back to its button, or to the notice of a sent request. */
  const focusNext = useRef<'button' | 'notice' | null>(null);
  const canRequest = order.items.some((item) => item.returnable > 0);
  const sayReturn = useDomainText(RETURN_TEXTS);

  useEffect(() => {
    if (canRequest) void loadReturnForm().catch(() => {});
  }, [canRequest]);

  useEffect(() => {
    if (formOpen) return;
    if (focusNext.current === 'button') button.current?.focus();
    if (focusNext.current === 'notice') noticeBox.current?.focus();
    focusNext.current = null;
  }, [formOpen]);

  if (order.returns.length === 0 && !order.returnWindowEndsAt) return null;

  const close = (then: 'button' | 'notice') => {
    focusNext.current = then;
    setFormOpen(false);
  };
  const done = (answer: ReturnRequestAnswer) => {
    // The answer names lines as bought (English); the page keeps the names it shows them by.
    const shown = new Map(order.items.map((item) => [item._id, item.product.name]));
    setAnswered({ from: loaded, order: withLineNames(answer.order, (item) => shown.get(item._id)) });
    setNotice(sayReturn(RETURN_TEXT.requested));
    close('notice');
  };

  return (
    <section id={anchorId} aria-labelledby={headingId} className="scroll-mt-24 space-y-4 border-t border-line pt-6">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-[0.15em]">
        <Trans>Returns</Trans>
      </h3>
      {order.returns.length > 0 ? (
        <ul className="space-y-4">
          {order.returns.map((item) => (
            <ReturnSteps key={item._id} item={item} currency={order.currency} />
          ))}
        </ul>
      ) : null}
      {/* FormNotice's look, without its module in the order pages' first load (the form's chunk has it);
          out of the flow while empty, so it adds no gap, yet always there to be announced. */}
      <div
        ref={noticeBox}
        tabIndex={-1}
        role="status"
        className={notice ? 'border-l-2 border-ink bg-neutral-50 px-4 py-3 text-ink outline-none' : 'sr-only'}
      >
        {notice}
      </div>
      <WindowText endsAt={order.returnWindowEndsAt} canRequest={canRequest} />
      {canRequest && formOpen ? (
        <Suspense fallback={<ReturnFormPlaceholder />}>
          <ReturnForm order={order} token={orderToken} onDone={done} onCancel={() => close('button')} />
        </Suspense>
      ) : canRequest ? (
        <button
          ref={button}
          type="button"
          className={buttonStyles({ variant: 'secondary' })}
          onClick={() => {
            setNotice(null);
            setFormOpen(true);
          }}
        >
          <Trans>Request a return</Trans>
        </button>
      ) : null}
    </section>
  );
}
