import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { lazyModule } from '#app/lib/lazy-validation.ts';
import type { SavedAddress, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { addressLines, countryNamesFromOptions } from './address-text';

/**
 * The editor and the calls come in their own chunk (decision 66), asked for when the
 * shopper reaches for a button (pointer over it, focus, or the click itself), so the
 * account page's first load stays within its budget (decision 39).
 */
const loadEditor = lazyModule(() => import('./address-editor'));
const AddressEditor = lazy(loadEditor);
const preload = () => void loadEditor().catch(() => {});

/** The editor's frame while its chunk loads: about its height, so the page moves little. */
function EditorPlaceholder() {
  return <div aria-hidden="true" className="min-h-[34rem] border border-line sm:min-h-[26rem]" />;
}

type Editing = { id: string | null } | null;

/**
 * The account's saved addresses (decision 66), rendered on the server from the page's
 * data: each with its default mark and its buttons (edit, delete after a confirmation,
 * make default), and a button for a new one while there is room. After a change the list
 * is the API's answer; the focus goes to the message saying what happened, or back to the
 * button that opened a closed editor.
 */
export function SavedAddresses({
  book: loaded,
  countryOptionsHtml,
}: {
  book: SavedAddressesAnswer;
  countryOptionsHtml: string;
}) {
  const { t, i18n } = useLingui();
  // A change answers the list after it; a newer list from the page's loader wins.
  const [answered, setAnswered] = useState<{ from: SavedAddressesAnswer; book: SavedAddressesAnswer } | null>(null);
  const book = answered?.from === loaded ? answered.book : loaded;
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const countries = useMemo(() => countryNamesFromOptions(countryOptionsHtml), [countryOptionsHtml]);
  const noticeBox = useRef<HTMLParagraphElement>(null);
  /** The element (by id) to focus once the list has rendered again. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const done = (next: SavedAddressesAnswer, message: string) => {
    setAnswered({ from: loaded, book: next });
    setEditing(null);
    setConfirming(null);
    setProblem(null);
    setNotice(message);
    focusNext.current = 'saved-addresses-notice';
  };
  const close = (buttonId: string) => {
    setEditing(null);
    setConfirming(null);
    focusNext.current = buttonId;
  };
  /** Delete or make default: the call from the editor's chunk, its refusal said in the page's language. */
  const act = async (call: 'removeAddress' | 'makeDefaultAddress', id: string, message: string) => {
    setBusy(true);
    setProblem(null);
    const editor = await loadEditor().catch(() => null);
    try {
      if (!editor) throw new Error('offline');
      done(await editor[call](id), message);
    } catch (failure) {
      setProblem(
        editor && failure instanceof ApiError && failure.status > 0
          ? editor.sayAddressText(i18n, failure.message)
          : t`Could not change the address. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const full = book.addresses.length >= book.limit;
  const limit = book.limit;
  const editor = (address: SavedAddress | null, buttonId: string) => (
    <Suspense fallback={<EditorPlaceholder />}>
      <AddressEditor
        address={address}
        countryOptionsHtml={countryOptionsHtml}
        onSaved={(next) => done(next, t`Address saved.`)}
        onCancel={() => close(buttonId)}
      />
    </Suspense>
  );

  return (
    <section aria-labelledby="account-addresses" className="mt-12 border-t border-line pt-10 lg:mt-16">
      <h2 id="account-addresses" className="mb-4 text-sm font-semibold uppercase tracking-[0.15em]">
        <Trans>Addresses</Trans>
      </h2>
      <p id="saved-addresses-notice" ref={noticeBox} role="status" tabIndex={-1} className="text-sm empty:hidden">
        {notice}
      </p>
      <FormError message={problem} />
      {book.addresses.length === 0 && editing?.id !== null ? (
        <p className="border border-line px-6 py-8 text-center text-sm text-muted">
          <Trans>No saved addresses yet. Save one here, or tick “Save this address” at checkout.</Trans>
        </p>
      ) : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {book.addresses.map((address) => {
          const id = address._id;
          const editId = `address-edit-${id}`;
          if (editing?.id === id)
            return (
              <li key={id} className="sm:col-span-2 lg:col-span-3">
                {editor(address, editId)}
              </li>
            );
          const [who, where] = addressLines(address, countries);
          const phone = address.phone;
          return (
            <li key={id} className="flex flex-col justify-between gap-4 border border-line p-5 text-sm">
              <div>
                <p className="font-medium">
                  {who}
                  {address.isDefault ? (
                    <span className="ml-2 bg-ink px-2 py-0.5 text-xs font-normal uppercase tracking-[0.1em] text-white">
                      <Trans>Default</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 break-words text-muted">{where}</p>
                <p className="mt-1 text-muted">{phone}</p>
              </div>
              {confirming === id ? (
                <div className="space-y-3" role="group" aria-labelledby={`address-delete-${id}`}>
                  <p id={`address-delete-${id}`} className="font-medium">
                    <Trans>Delete this address?</Trans>
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <Button
                      id={`address-confirm-${id}`}
                      disabled={busy}
                      onClick={() => void act('removeAddress', id, t`Address deleted.`)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                    <Button variant="secondary" onClick={() => close(`address-remove-${id}`)}>
                      <Trans>Keep it</Trans>
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap gap-x-5 gap-y-2" onPointerEnter={preload} onFocus={preload}>
                  <Button
                    id={editId}
                    variant="ghost"
                    aria-label={t`Edit address: ${who}`}
                    onClick={() => {
                      setConfirming(null);
                      setEditing({ id });
                    }}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    id={`address-remove-${id}`}
                    variant="ghost"
                    aria-label={t`Delete address: ${who}`}
                    onClick={() => {
                      setConfirming(id);
                      focusNext.current = `address-confirm-${id}`;
                    }}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                  {address.isDefault ? null : (
                    <Button
                      variant="ghost"
                      disabled={busy}
                      aria-label={t`Make default: ${who}`}
                      onClick={() => void act('makeDefaultAddress', id, t`Default address changed.`)}
                    >
                      <Trans>Make default</Trans>
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6">
        {editing?.id === null ? (
          editor(null, 'address-add')
        ) : full ? (
          <p className="text-sm text-muted">
            <Trans>You have saved {limit} addresses, the most an account keeps. Delete one to add another.</Trans>
          </p>
        ) : (
          <Button
            id="address-add"
            variant="secondary"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setConfirming(null);
              setEditing({ id: null });
            }}
          >
            <Trans>Add address</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
