import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { formatRange, type SizeChart, sizeChart, suggestSize } from './size-guide-data';

export type SizeGuideKind = 'find' | 'measure';

const TITLES = {
  find: msg`Find your size`,
  measure: msg`Measurement guide`,
} as const;

const HOW_TO_MEASURE = [
  {
    part: msg`Chest`,
    how: msg`Around the fullest part of the chest, under the arms, with the tape level across the back.`,
  },
  {
    part: msg`Waist`,
    how: msg`Around the natural waistline, the narrowest part of the torso, keeping the tape comfortably loose.`,
  },
  { part: msg`Hips`, how: msg`Around the fullest part of the hips, with your feet together.` },
] as const;

function SizeTable({ chart }: { chart: SizeChart }) {
  const showChest = chart.rows.some((row) => row.chest !== null);
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm">
      <caption className="sr-only">
        <Trans>Body measurements in centimetres per size</Trans>
      </caption>
      <thead>
        <tr className="border-b border-ink text-xs uppercase tracking-[0.15em]">
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Size</Trans>
          </th>
          {showChest ? (
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Chest (cm)</Trans>
            </th>
          ) : null}
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Waist (cm)</Trans>
          </th>
          <th scope="col" className="py-2 font-semibold">
            <Trans>Hips (cm)</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row) => (
          <tr key={row.size} className="border-b border-line">
            <th scope="row" className="py-2 pr-3 font-medium">
              {row.size}
            </th>
            {showChest ? <td className="py-2 pr-3">{row.chest ? formatRange(row.chest) : '—'}</td> : null}
            <td className="py-2 pr-3">{formatRange(row.waist)}</td>
            <td className="py-2">{formatRange(row.hips)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SizeFinder({ chart }: { chart: SizeChart }) {
  const inputId = useId();
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const centimetres = Number(value.replace(',', '.'));
  const suggestion = value.trim() ? suggestSize(chart, centimetres) : null;
  const chest = chart.measure === 'chest';
  const label = chest ? t`Your chest (cm)` : t`Your waist (cm)`;

  let result = chest
    ? t`Enter your chest measurement to see your size.`
    : t`Enter your waist measurement to see your size.`;
  if (value.trim()) {
    if (!Number.isFinite(centimetres) || centimetres <= 0) result = t`Enter a measurement in centimetres.`;
    else if (suggestion) result = t`We suggest size ${suggestion}.`;
    else result = t`That is above our largest size for this item.`;
  }

  return (
    <div className="mt-5">
      <label htmlFor={inputId} className="block text-xs font-semibold uppercase tracking-[0.15em]">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={1}
        step="0.5"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="mt-2 h-11 w-40 border border-neutral-400 px-3 text-sm focus-visible:border-ink"
      />
      <p aria-live="polite" className="mt-3 text-sm">
        {result}
      </p>
    </div>
  );
}

/**
 * The size guide as a modal dialog (loaded when first opened). The native <dialog> gives
 * focus containment, Escape to close and an inert page behind it.
 */
export default function SizeGuideDialog({
  kind,
  sizes,
  onClose,
}: {
  kind: SizeGuideKind;
  sizes: readonly string[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();
  const chart = sizeChart(sizes);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop around the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[85vh] w-[min(100vw-2rem,36rem)] bg-white p-0 text-ink backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold uppercase tracking-[0.08em]">
            {t(TITLES[kind])}
          </h2>
          <button
            type="button"
            aria-label={t`Close`}
            onClick={() => ref.current?.close()}
            className="-mr-2 -mt-2 inline-flex size-10 items-center justify-center hover:opacity-60"
          >
            <Icon node={X} aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </button>
        </div>

        {kind === 'find' ? (
          chart.rows.length > 0 ? (
            <SizeFinder chart={chart} />
          ) : null
        ) : (
          <dl className="mt-4 space-y-3 text-sm leading-6">
            {HOW_TO_MEASURE.map((item) => (
              <div key={item.part.id}>
                <dt className="font-semibold">{t(item.part)}</dt>
                <dd className="text-neutral-700">{t(item.how)}</dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold">
                <Trans>Between two sizes?</Trans>
              </dt>
              <dd className="text-neutral-700">
                <Trans>Choose the larger one for a relaxed fit, the smaller one for a close fit.</Trans>
              </dd>
            </div>
          </dl>
        )}

        {chart.rows.length > 0 ? (
          <SizeTable chart={chart} />
        ) : (
          <p className="mt-4 text-sm">
            <Trans>There is no size chart for this item.</Trans>
          </p>
        )}
      </div>
    </dialog>
  );
}
