import { useState } from 'react';
import { SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { STATS_INTERVALS, type StatsInterval } from '#domain/stats.ts';
import { matchingPreset, RANGE_PRESETS, rangeProblem, type StatsRange } from './stats-range';
import { STAT_TEXT } from './stats-texts';

/**
 * The statistics screen's range: a preset in one click, or any two days, and how to group
 * them. A range the API would refuse is explained under the days and not applied; the
 * figures stay on the last good range meanwhile.
 */
export function RangeControls({
  range,
  today,
  onChange,
}: {
  range: StatsRange;
  today: string;
  onChange: (change: Partial<StatsRange>) => void;
}) {
  const preset = matchingPreset(range, today);
  return (
    <section
      aria-label={STAT_TEXT.range}
      className="flex flex-col gap-4 border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
    >
      <div role="group" aria-label={STAT_TEXT.range} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={preset === p.id}
            onClick={() => onChange(p.range(today))}
            className={cx(
              'h-9 border px-3 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
              preset === p.id ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink',
            )}
          >
            {p.label}
          </button>
        ))}
      </div>
      {/* Remounted when the range changes from outside (a preset), so the days shown follow it. */}
      <CustomDays key={`${range.from}/${range.to}`} range={range} today={today} onChange={onChange} />
    </section>
  );
}

function CustomDays({
  range,
  today,
  onChange,
}: {
  range: StatsRange;
  today: string;
  onChange: (change: Partial<StatsRange>) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const problem = from && to ? rangeProblem(from, to) : null;

  function change(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && rangeProblem(nextFrom, nextTo) === null) onChange({ from: nextFrom, to: nextTo });
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={STAT_TEXT.from}
          type="date"
          value={from}
          max={today}
          className="w-40"
          onChange={(e) => change(e.target.value, to)}
          aria-invalid={problem ? true : undefined}
        />
        <TextField
          label={STAT_TEXT.to}
          type="date"
          value={to}
          max={today}
          className="w-40"
          onChange={(e) => change(from, e.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        <SelectField
          label={STAT_TEXT.interval}
          value={range.interval}
          className="w-32"
          onChange={(e) => onChange({ interval: e.target.value as StatsInterval })}
        >
          {STATS_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {STAT_TEXT.intervals[interval]}
            </option>
          ))}
        </SelectField>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-sale">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
