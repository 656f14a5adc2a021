/**
 * A strict reader of Prometheus' text exposition format 0.0.4, as a scraper reads it:
 * HELP and TYPE lines, then the family's samples (`name{label="value",…} value`). It
 * throws on anything a scraper would refuse — a malformed line, a sample before its
 * family's TYPE or of another family, a series given twice, a histogram whose buckets do
 * not add up — so a test that parses /metrics knows Prometheus would too.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** The suffixes a family's samples may carry, by type. */
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/**
 * A sample's value as Prometheus reads it (Go's strconv.ParseFloat): the special values in
 * any case — prom-client writes a NaN as `Nan` (the event loop's delay before its first sample).
 */
function parseValue(text: string, where: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`${where}: bad value ${text}`);
  return Number(text);
}

/** `{a="1",b="x\"y"}` from position `at` of `line`; returns the labels and where they end. */
function parseLabels(line: string, at: number, where: string): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  while (line[i] !== '}') {
    const eq = line.indexOf('=', i);
    if (eq < 0) throw new Error(`${where}: label without a value`);
    const name = line.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name ${name}`);
    if (name in labels) throw new Error(`${where}: label ${name} given twice`);
    if (line[eq + 1] !== '"') throw new Error(`${where}: label ${name}'s value is not quoted`);
    let value = '';
    let j = eq + 2;
    for (; j < line.length && line[j] !== '"'; j++) {
      if (line[j] === '\\') {
        const next = line[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: bad escape \\${next}`);
      } else value += line[j];
    }
    if (j >= line.length) throw new Error(`${where}: unterminated label value`);
    labels[name] = value;
    i = j + 1;
    if (line[i] === ',') i++;
    else if (line[i] !== '}') throw new Error(`${where}: expected , or } after label ${name}`);
  }
  return { labels, end: i + 1 };
}

function checkHistogram(family: MetricFamily): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const s of family.samples) {
    const { le, ...rest } = s.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const one = series.get(key) ?? { buckets: [] };
    series.set(key, one);
    if (s.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      one.buckets.push([parseValue(le, family.name), s.value]);
    } else if (s.name.endsWith('_count')) one.count = s.value;
  }
  for (const [key, { buckets, count }] of series) {
    const last = buckets.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${family.name} ${key}: no +Inf bucket`);
    if (last[1] !== count) throw new Error(`${family.name} ${key}: +Inf bucket ${last[1]} is not the count ${count}`);
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i]![0] <= buckets[i - 1]![0] || buckets[i]![1] < buckets[i - 1]![1])
        throw new Error(`${family.name} ${key}: buckets not cumulative in increasing le`);
    }
  }
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const families = new Map<string, MetricFamily>();
  const seen = new Set<string>();
  let current: MetricFamily | undefined;
  const lines = text.slice(0, -1).split('\n');
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line === '') return;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!m) return; // a comment
      const [, kind, name, rest] = m as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`${where}: bad metric name ${name}`);
      let family = families.get(name);
      if (!family) {
        family = { name, type: 'untyped', help: '', samples: [] };
        families.set(name, family);
      } else if (family !== current) throw new Error(`${where}: family ${name} described again after others`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest as MetricType)) throw new Error(`${where}: unknown type ${rest}`);
        if (family.samples.length > 0) throw new Error(`${where}: TYPE of ${name} after its samples`);
        family.type = rest as MetricType;
      } else family.help = rest;
      current = family;
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`${where}: not a sample: ${line}`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`${where}: bad metric name ${name}`);
    const { labels, end } = line[nameEnd] === '{' ? parseLabels(line, nameEnd, where) : { labels: {}, end: nameEnd };
    const parts = line.slice(end).trim().split(/\s+/);
    if (parts.length < 1 || parts.length > 2 || line[end] !== ' ') throw new Error(`${where}: bad sample ${line}`);
    const value = parseValue(parts[0]!, where);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`${where}: bad timestamp ${parts[1]}`);
    if (!current || !SUFFIXES[current.type].some((suffix) => name === current!.name + suffix))
      throw new Error(`${where}: sample ${name} is not of the family described above it`);
    const series = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(series)) throw new Error(`${where}: series ${series} given twice`);
    seen.add(series);
    current.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}
