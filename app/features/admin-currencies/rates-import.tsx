import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FilePicker } from '#app/components/ui/file-picker.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { ApiError, errorText } from '#app/lib/api.ts';
import { notify } from '#app/features/toast/index.ts';
import { CURRENCIES_KEY, importRates } from './currencies-api';
import { CURRENCIES_ADMIN_TEXT as T } from './currencies-texts';

/**
 * Rates from a CSV file (decision 60): the file's text goes to the server, which checks
 * every line before it changes anything; a refusal lists each bad line with its number.
 */
export function RatesImport() {
  const queryClient = useQueryClient();
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<[string, string][]>([]);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblems([]);
    setMessage(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setMessage(T.chooseFile);
    setBusy(true);
    try {
      const answer = await importRates(await chosen.text());
      queryClient.setQueryData(CURRENCIES_KEY, answer);
      notify.success(T.imported);
      if (file.current) file.current.value = '';
    } catch (error) {
      const lines = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      if (lines.length > 0) setProblems(lines);
      else setMessage(errorText(error, T.importFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="rates-import-heading" className="border border-line bg-white p-5">
      <h2 id="rates-import-heading" className="text-base font-semibold">
        {T.importTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{T.importHint}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end gap-3">
        <FilePicker ref={file} id={fileId} label={T.importFile} accept=".csv,text/csv,text/plain" />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? T.importing : T.importButton}
        </Button>
      </form>
      <FormError message={message} />
      {problems.length > 0 ? (
        <div role="alert" className="mt-4 border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale">
          <p>{T.importProblems}</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map(([line, problem]) => (
              <li key={line}>
                <span className="font-semibold">{line.charAt(0).toUpperCase() + line.slice(1)}:</span> {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
