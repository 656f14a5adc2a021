import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { CatalogueImportReport } from '#domain/api-answer-schemas.ts';
import { MAX_CATALOGUE_CSV_BYTES } from '#domain/catalogue-csv.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FilePicker } from '#app/components/ui/file-picker.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { errorText } from '#app/lib/api.ts';
import { notify } from '#app/features/toast/index.ts';
import { PRODUCT_TEXT as T } from './product-texts';
import { importCatalogue, PRODUCTS_KEY } from './products-api';

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; csv: string; report: CatalogueImportReport }
  | { kind: 'importing'; csv: string; report: CatalogueImportReport }
  | { kind: 'done'; report: CatalogueImportReport };

/** The report's problems, line by line; announced as an alert when they appear. */
function ProblemsTable({ report }: { report: CatalogueImportReport }) {
  const headingId = useId();
  return (
    <div role="alert" className="mt-4 border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale">
      <p id={headingId}>{T.problemsTitle(report.problemCount)}</p>
      {report.problemCount > report.problems.length ? (
        <p className="mt-1">{T.problemsMore(report.problems.length, report.problemCount)}</p>
      ) : null}
      <div className="mt-3 max-h-96 overflow-auto bg-white">
        <table aria-labelledby={headingId} className="w-full text-left text-sm text-ink">
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-line">
              <th scope="col" className="px-3 py-2 font-semibold">
                {T.line}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {T.column}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {T.problem}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((p, i) => (
              <tr key={`${p.line}-${i}`} className="border-b border-line align-top">
                <td className="px-3 py-2 tabular-nums">{p.line}</td>
                <td className="px-3 py-2">{p.column ?? '—'}</td>
                <td className="px-3 py-2 break-words">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What a file without problems holds. */
function Summary({ report }: { report: CatalogueImportReport }) {
  return (
    <ul className="list-disc pl-5">
      <li>{T.summary(report.rows, report.products.create, report.products.update)}</li>
      {report.newCategories.length > 0 ? <li>{T.newCategories(report.newCategories.join(', '))}</li> : null}
      {report.images.toFetch > 0 ? <li>{T.imagesToFetch(report.images.toFetch)}</li> : null}
    </ul>
  );
}

/**
 * Products from a CSV file (decision 73): the file is checked first (a dry run: every problem
 * with its line, or what it would add and change), then imported in one go by its button.
 */
export function CatalogueImport({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const hintId = useId();
  const file = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [message, setMessage] = useState<string | null>(null);

  // Keyboard and screen-reader users start in the panel that just opened.
  useEffect(() => heading.current?.focus(), []);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setMessage(T.chooseFile);
    if (chosen.size > MAX_CATALOGUE_CSV_BYTES) return setMessage(T.fileTooLarge(MAX_CATALOGUE_CSV_BYTES / 1024 / 1024));
    setStep({ kind: 'checking' });
    try {
      const csv = await chosen.text();
      setStep({ kind: 'checked', csv, report: await importCatalogue(csv, true) });
    } catch (error) {
      setStep({ kind: 'idle' });
      setMessage(errorText(error, T.importFailed));
    }
  }

  async function runImport() {
    if (step.kind !== 'checked') return;
    setMessage(null);
    setStep({ kind: 'importing', csv: step.csv, report: step.report });
    try {
      const report = await importCatalogue(step.csv, false);
      if (report.imported) {
        setStep({ kind: 'done', report });
        notify.success(T.imported(report.products.create, report.products.update));
        if (file.current) file.current.value = '';
        await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      } else setStep({ kind: 'checked', csv: step.csv, report });
    } catch (error) {
      setStep({ kind: 'checked', csv: step.csv, report: step.report });
      setMessage(errorText(error, T.importFailed));
    }
  }

  const busy = step.kind === 'checking' || step.kind === 'importing';
  const report = step.kind === 'checked' || step.kind === 'importing' ? step.report : null;
  const toImport = report ? report.products.create + report.products.update : 0;

  return (
    <section aria-labelledby={`${fileId}-heading`} className="border border-line bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${fileId}-heading`} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {T.importTitle}
        </h2>
        <Button variant="secondary" onClick={onClose} disabled={step.kind === 'importing'}>
          {T.closeImport}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {T.importHint}
      </p>
      <form onSubmit={(event) => void check(event)} className="mt-4 flex flex-wrap items-end gap-3">
        <FilePicker
          ref={file}
          id={fileId}
          label={T.importFile}
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={() => {
            setStep({ kind: 'idle' });
            setMessage(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={step.kind === 'checking'}>
          {step.kind === 'checking' ? T.checking : T.check}
        </Button>
      </form>
      <div className="mt-4">
        <FormError message={message} />
      </div>
      {report && report.problemCount > 0 ? <ProblemsTable report={report} /> : null}
      <FormNotice
        message={
          step.kind === 'done' ? (
            T.imported(step.report.products.create, step.report.products.update)
          ) : step.kind === 'importing' ? (
            T.importing
          ) : report && report.problemCount === 0 ? (
            toImport === 0 ? (
              T.nothingToImport
            ) : (
              <Summary report={report} />
            )
          ) : null
        }
      />
      {report && report.problemCount === 0 && toImport > 0 ? (
        <div className="mt-4">
          <Button onClick={() => void runImport()} disabled={busy} aria-busy={step.kind === 'importing'}>
            {step.kind === 'importing' ? T.importing : T.importButton(toImport)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
