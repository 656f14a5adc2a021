/**
 * The statistics charts (recharts), drawn in the store's ink on white. A chart is a picture
 * with a one-line summary for screen readers (role="img"); the table view beside every
 * chart is the way to read exact figures by keyboard or screen reader, so recharts' own
 * keyboard layer is turned off rather than nested inside the picture.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export const CHART_INK = '#111111';
export const CHART_SOFT = '#a3a3a3';
const GRID = '#e5e5e5';
const TICK = { fontSize: 12, fill: '#6b6b6b' };
const TOOLTIP_STYLE = { border: '1px solid #e5e5e5', borderRadius: 0, fontSize: 12 };

/** Values over time: an area for money, bars for counts. */
export function SeriesChart({
  points,
  kind,
  label,
  tick,
  long,
  value,
  axisValue,
  valueName,
}: {
  points: readonly { period: string; value: number }[];
  kind: 'area' | 'bar';
  /** What the chart shows, for screen readers. */
  label: string;
  tick: (period: string) => string;
  long: (period: string) => string;
  value: (n: number) => string;
  axisValue: (n: number) => string;
  valueName: string;
}) {
  const data = points.map((p) => ({ ...p }));
  const common = {
    data,
    margin: { top: 8, right: 12, bottom: 0, left: 4 },
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="period"
        tickFormatter={tick}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        minTickGap={24}
      />
      <YAxis
        tickFormatter={axisValue}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={64}
        allowDecimals={kind === 'area'}
      />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        labelFormatter={(period) => long(String(period))}
        formatter={(v) => [value(Number(v)), valueName]}
        cursor={kind === 'bar' ? { fill: '#f5f5f5' } : { stroke: CHART_SOFT }}
      />
    </>
  );
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
        {kind === 'area' ? (
          <AreaChart {...common}>
            {axes}
            <Area
              type="monotone"
              dataKey="value"
              stroke={CHART_INK}
              strokeWidth={2}
              fill={CHART_INK}
              fillOpacity={0.08}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : (
          <BarChart {...common}>
            {axes}
            <Bar dataKey="value" fill={CHART_INK} maxBarSize={32} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

const BAR_ROW_PX = 34;

/** Named amounts side by side, largest first as given (categories, products, coupons, stages). */
export function BarsChart({
  rows,
  label,
  value,
  axisValue,
  valueName,
}: {
  rows: readonly { label: string; value: number }[];
  label: string;
  value: (n: number) => string;
  axisValue: (n: number) => string;
  valueName: string;
}) {
  const data = rows.map((r) => ({ ...r }));
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height: rows.length * BAR_ROW_PX + 40 }}>
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 640, height: rows.length * BAR_ROW_PX + 40 }}
      >
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tickFormatter={axisValue} tick={TICK} tickLine={false} axisLine={{ stroke: GRID }} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name)}
          />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            formatter={(v) => [value(Number(v)), valueName]}
            cursor={{ fill: '#f5f5f5' }}
          />
          <Bar dataKey="value" fill={CHART_INK} maxBarSize={22} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Two or three shares of a whole (new vs returning customers), with a key beside it. */
export function ShareChart({
  rows,
  label,
  value,
}: {
  rows: readonly { label: string; count: number }[];
  label: string;
  value: (n: number) => string;
}) {
  const colours = [CHART_INK, CHART_SOFT, GRID];
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row">
      <div role="img" aria-label={label} className="h-48 w-48 shrink-0">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 192, height: 192 }}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={rows.map((r) => ({ ...r }))}
              dataKey="count"
              nameKey="label"
              innerRadius="58%"
              outerRadius="100%"
              stroke="#ffffff"
              isAnimationActive={false}
            >
              {rows.map((r, i) => (
                <Cell key={r.label} fill={colours[i % colours.length]} />
              ))}
            </Pie>
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v, name) => [value(Number(v)), String(name)]} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="space-y-2 text-sm" aria-hidden="true">
        {rows.map((r, i) => (
          <li key={r.label} className="flex items-center gap-2">
            <span className="inline-block size-3" style={{ background: colours[i % colours.length] }} />
            <span className="font-medium">{r.label}</span>
            <span className="text-muted">
              {value(r.count)} {total > 0 ? `(${Math.round((r.count / total) * 100)}%)` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
