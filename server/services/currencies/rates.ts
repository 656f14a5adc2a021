/**
 * Display currencies' rates (decision 60): set by the back office one by one or from a
 * file, each change recorded with who made it; read by every page request to know what
 * the shopper sees prices in. Reads are kept per catalogue cache window and every committed
 * change moves the catalogue version (`onChange`), so a new rate drops the kept pages and
 * reaches every process's next render, as a shipping zone's edit does.
 */
import { desc, eq } from 'drizzle-orm';
import type { AdminDisplayCurrencies } from '#domain/api-answer-schemas.ts';
import { preferredDisplayCurrency } from '#domain/currency-preference.ts';
import { parseRatesCsv } from '#domain/currency-rates-csv.ts';
import { CURRENCY_RATE_TEXT, normalizeRate } from '#domain/currency-rates.ts';
import { DISPLAY_CURRENCIES } from '#domain/display-currencies.ts';
import { DISPLAY_CURRENCY_COOKIE, type DisplayChoice } from '#domain/display-currency.ts';
import { languageOfPath } from '#domain/languages.ts';
import { readCookie } from '#domain/session-cookies.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { displayCurrencyRateChanges, displayCurrencyRates } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';

/** Who sets a rate: kept on the rate and in its change. */
export interface RateEditor {
  id: string;
  name: string;
}

/** Changes the back office's screen lists. */
const CHANGES_SHOWN = 20;
/** Who set the demo store's rates, as the back office shows it. */
const DEMO_DATA = 'Demo data';

export interface CurrencyServiceOptions {
  /** STORE_CURRENCY: what rates are set against, and what is offered first. */
  storeCurrency: string;
  /** Called once a change is committed: moves the catalogue version. */
  onChange?: () => void;
  /** The catalogue cache's window (null while nothing may be kept): rates are read once per window. */
  window?: () => Promise<object | null>;
  now?: () => Date;
}

/**
 * The demo store's rates (server/seed): set for each currency that has none, recorded as an
 * import by the demo data. Rates the owner set are left as they are.
 */
export async function setDemoRates(
  db: Db,
  perCurrency: string,
  rates: Readonly<Record<string, string>>,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [currency, rate] of Object.entries(rates)) {
      const added = await tx
        .insert(displayCurrencyRates)
        .values({ currency, rate, perCurrency, setAt: at, setByName: DEMO_DATA })
        .onConflictDoNothing()
        .returning({ currency: displayCurrencyRates.currency });
      if (added.length > 0)
        await tx
          .insert(displayCurrencyRateChanges)
          .values({ currency, rate, perCurrency, source: 'import', userName: DEMO_DATA, createdAt: at });
    }
  });
}

export function createCurrencyService(
  db: Db,
  { storeCurrency, onChange = () => {}, window = async () => null, now = () => new Date() }: CurrencyServiceOptions,
) {
  /** The display currencies a rate may be set for: all but the store currency. */
  const settable = Object.keys(DISPLAY_CURRENCIES).filter((code) => code !== storeCurrency);

  /** The rates set against the store currency, in the order of DISPLAY_CURRENCIES. */
  async function readRates(): Promise<Map<string, string>> {
    const rows = await db
      .select({ currency: displayCurrencyRates.currency, rate: displayCurrencyRates.rate })
      .from(displayCurrencyRates)
      .where(eq(displayCurrencyRates.perCurrency, storeCurrency));
    const byCode = new Map(rows.map((r) => [r.currency, normalizeRate(r.rate)]));
    return new Map(settable.filter((code) => byCode.has(code)).map((code) => [code, byCode.get(code)!]));
  }

  const kept = new WeakMap<object, Promise<Map<string, string>>>();
  async function rates(): Promise<Map<string, string>> {
    const current = await window().catch(() => null);
    if (!current) return readRates();
    let found = kept.get(current);
    if (!found) {
      found = readRates();
      kept.set(current, found);
      found.catch(() => kept.delete(current));
    }
    return found;
  }

  async function write(tx: Tx, currency: string, rate: string, source: 'edit' | 'import', editor: RateEditor) {
    const row = { rate, perCurrency: storeCurrency, setAt: now(), setBy: editor.id, setByName: editor.name };
    await tx
      .insert(displayCurrencyRates)
      .values({ currency, ...row })
      .onConflictDoUpdate({ target: displayCurrencyRates.currency, set: row });
    await tx.insert(displayCurrencyRateChanges).values({
      currency,
      rate,
      perCurrency: storeCurrency,
      source,
      userId: editor.id,
      userName: editor.name,
      createdAt: row.setAt,
    });
  }

  function known(code: string): string {
    const upper = code.toUpperCase();
    if (!settable.includes(upper)) throw new ServiceError('not_found', CURRENCY_RATE_TEXT.notFound);
    return upper;
  }

  async function list(): Promise<AdminDisplayCurrencies> {
    const rows = await db
      .select()
      .from(displayCurrencyRates)
      .where(eq(displayCurrencyRates.perCurrency, storeCurrency));
    const changes = await db
      .select()
      .from(displayCurrencyRateChanges)
      .orderBy(desc(displayCurrencyRateChanges.createdAt))
      .limit(CHANGES_SHOWN);
    return {
      storeCurrency,
      currencies: settable.map((code) => {
        const row = rows.find((r) => r.currency === code);
        return {
          code,
          name: DISPLAY_CURRENCIES[code]!,
          rate: row ? normalizeRate(row.rate) : null,
          setAt: row ? row.setAt.toISOString() : null,
          setBy: row?.setByName ?? null,
        };
      }),
      changes: changes.map((c) => ({
        currency: c.currency,
        rate: c.rate === null ? null : normalizeRate(c.rate),
        source: c.source,
        by: c.userName,
        at: c.createdAt.toISOString(),
      })),
    };
  }

  return {
    /**
     * What a page request shows prices in: the shopper's remembered choice (the cookie),
     * else what their languages suggest, among the currencies with a rate.
     */
    async displayFor(request: Request): Promise<DisplayChoice> {
      // Rates that cannot be read (the database away for a moment) leave the store currency:
      // the page itself then says what is wrong, as it would without display currencies.
      const offered = await rates().catch(() => new Map<string, string>());
      const codes = [storeCurrency, ...offered.keys()];
      const code = preferredDisplayCurrency(
        readCookie(request.headers.get('Cookie'), DISPLAY_CURRENCY_COOKIE),
        request.headers.get('Accept-Language'),
        codes,
        storeCurrency,
        languageOfPath(new URL(request.url).pathname),
      );
      return { code, rate: offered.get(code) ?? null, offered: codes };
    },

    /** The back office's screen: every display currency with its rate, and the latest changes. */
    list,

    /** Sets one currency's rate (already checked by its schema). */
    async setRate(code: string, rate: string, editor: RateEditor): Promise<AdminDisplayCurrencies> {
      const currency = known(code);
      await db.transaction((tx) => write(tx, currency, rate, 'edit', editor));
      onChange();
      return list();
    },

    /** Stops offering a currency: its rate is removed, and the removal recorded. */
    async removeRate(code: string, editor: RateEditor): Promise<AdminDisplayCurrencies> {
      const currency = known(code);
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(displayCurrencyRates)
          .where(eq(displayCurrencyRates.currency, currency))
          .returning({ currency: displayCurrencyRates.currency });
        if (gone.length === 0) throw new ServiceError('not_found', CURRENCY_RATE_TEXT.noRate);
        await tx.insert(displayCurrencyRateChanges).values({
          currency,
          rate: null,
          perCurrency: storeCurrency,
          source: 'removed',
          userId: editor.id,
          userName: editor.name,
          createdAt: now(),
        });
      });
      onChange();
      return list();
    },

    /**
     * Sets every rate of a file's `currency,rate` lines in one transaction, or, when any
     * line is bad, changes nothing and refuses with each bad line's number and message.
     */
    async importRates(csv: string, editor: RateEditor): Promise<AdminDisplayCurrencies> {
      const { rates: imported, problems } = parseRatesCsv(csv, settable, storeCurrency);
      if (problems.length > 0) {
        const err = new ServiceError(
          'invalid',
          `${problems.length === 1 ? 'One line is' : `${problems.length} lines are`} not a rate; nothing was changed.`,
        );
        err.errors = Object.fromEntries(problems.map((p) => [`line ${p.line}`, p.message]));
        throw err;
      }
      await db.transaction(async (tx) => {
        for (const { currency, rate } of imported) await write(tx, currency, rate, 'import', editor);
      });
      onChange();
      return list();
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
