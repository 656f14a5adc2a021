import { ChevronDown } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Link } from '#app/lib/local-links.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { Prose } from '#app/components/ui/prose.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { faqItems, type FaqGroup, type FaqItem, type FaqParagraph } from './faq-content';

const questionId = (item: FaqItem) => `${item.id}-question`;
const answerId = (item: FaqItem) => `${item.id}-answer`;

/** The id a URL fragment names, when it is one of the questions. */
function itemFromHash(hash: string, ids: ReadonlySet<string>): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return ids.has(id) ? id : null;
}

/**
 * Writes the open question into the address bar without a navigation: a router
 * navigation would scroll the question to the top of the window on every click. The
 * router's history state is kept so back and forward still work.
 */
function replaceHash(id: string | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${id ? `#${id}` : ''}`);
}

/**
 * The FAQs as an accordion (SPEC §2: one item open at a time). Each question is a button
 * in a heading; Up, Down, Home and End move between questions. The open question is the
 * URL's fragment, so /faqs#returns-window links straight to that answer. The server
 * cannot see the fragment, so every answer renders closed and the one it names opens after
 * hydration; its heading carries the fragment's id, so the browser has already scrolled
 * to it and opening it grows the page below it only.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const ids = useMemo(() => new Set(faqItems(groups).map((item) => item.id)), [groups]);
  const hydrated = useHydrated();
  const location = useLocation();
  // The shopper's last click, tied to the navigation it was made on.
  const [choice, setChoice] = useState<{ id: string | null; key: string } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // Where the clicked question sat before an answer above it closed, to keep it in place.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);

  // A load or an in-app link naming a question opens it (only once hydrated: the server
  // never sees the fragment); a click since then wins until the next such navigation.
  const fromHash = hydrated ? itemFromHash(location.hash, ids) : null;
  const openId = choice && (choice.key === location.key || fromHash === null) ? choice.id : fromHash;

  useLayoutEffect(() => {
    const held = anchor.current;
    anchor.current = null;
    if (!held) return;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [openId]);

  const toggle = useCallback(
    (id: string, button: HTMLElement) => {
      anchor.current = { element: button, top: button.getBoundingClientRect().top };
      const next = openId === id ? null : id;
      replaceHash(next);
      setChoice({ id: next, key: location.key });
    },
    [openId, location.key],
  );

  const moveFocus = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(container.current?.querySelectorAll<HTMLButtonElement>('button[data-faq-question]') ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? buttons[(index + 1) % buttons.length]
        : event.key === 'ArrowUp'
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);

  return (
    <div ref={container} className="max-w-3xl space-y-12">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-title`}>
          <h2
            id={`${group.id}-title`}
            className="mb-2 scroll-mt-24 text-xs font-semibold uppercase tracking-[0.25em] text-muted"
          >
            {group.title}
          </h2>
          <div className="divide-y divide-line border-y border-line">
            {group.items.map((item) => {
              const open = item.id === openId;
              return (
                <div key={item.id}>
                  <h3 id={item.id} className="scroll-mt-24">
                    <button
                      type="button"
                      id={questionId(item)}
                      data-faq-question=""
                      aria-expanded={open}
                      aria-controls={answerId(item)}
                      onClick={(event) => toggle(item.id, event.currentTarget)}
                      onKeyDown={moveFocus}
                      className="flex w-full items-center justify-between gap-6 py-5 text-left text-sm font-medium tracking-[0.02em] transition-colors hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink lg:text-base"
                    >
                      <span>{item.question}</span>
                      <Icon
                        node={ChevronDown}
                        aria-hidden="true"
                        strokeWidth={1.5}
                        className={cx(
                          'size-5 shrink-0 transition-transform motion-reduce:transition-none',
                          open && 'rotate-180',
                        )}
                      />
                    </button>
                  </h3>
                  <div
                    id={answerId(item)}
                    role="region"
                    aria-labelledby={questionId(item)}
                    hidden={!open}
                    className="pb-6"
                  >
                    <Prose className="text-sm leading-6 [&_p:last-child]:mb-0">
                      {item.answer.map((paragraph, index) => (
                        <p key={index}>
                          <AnswerText paragraph={paragraph} />
                        </p>
                      ))}
                    </Prose>
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

function AnswerText({ paragraph }: { paragraph: FaqParagraph }) {
  return (
    <>
      {paragraph.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/** Links to each group of questions, for a quick jump on a long page. */
export function FaqTopics({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <nav aria-labelledby="faq-topics-title">
      <h2 id="faq-topics-title" className="mb-4 text-xs font-semibold uppercase tracking-[0.25em]">
        <Trans>Topics</Trans>
      </h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-3">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}-title`}
              className="inline-block border border-line px-3 py-1.5 text-xs hover:border-ink lg:border-0 lg:p-0 lg:text-sm lg:text-muted lg:hover:text-ink"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
