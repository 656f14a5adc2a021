/**
 * The page's layout shifts (CLS's entries) from its first paint on, each with what moved,
 * so a failing test says which element moved and where to, not just a score. Shifts that
 * follow the shopper's own input (`hadRecentInput`) are left out, as CLS leaves them out.
 */
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** Each moved element: its tag, id and classes, and its box before → after. */
  moved: string[];
}

/**
 * Starts recording before the page's own scripts run; call before the visit. With `within`,
 * only shifts that move something inside an element matching that selector are kept.
 */
export async function recordLayoutShifts(page: Page, options: { within?: string } = {}): Promise<void> {
  await page.addInitScript((within: string | null) => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const record = window as unknown as { layoutShifts: { value: number; moved: string[] }[] };
    record.layoutShifts = [];
    const elementOf = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const describe = (source: Source) => {
      const element = elementOf(source.node);
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`
        : '(gone)';
      return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const sources = within ? entry.sources.filter((s) => elementOf(s.node)?.closest(within)) : entry.sources;
        if (within && sources.length === 0) continue;
        record.layoutShifts.push({ value: entry.value, moved: sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, options.within ?? null);
}

/** The shifts recorded so far (empty when nothing moved). */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
