/**
 * Accessibility checks with axe-core, injected into the page (the Playwright wrapper
 * package needs a newer Node than ours). Fails on serious and critical violations, or on
 * any violation with `anyImpact`. Without `tags` axe runs all its rules; with them, only
 * the rules of those tags (the sweep runs the WCAG 2.2 AA set, `WCAG_22_AA`). `soft` lets
 * the test go on and report every page's findings at the end, not only the first page's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the DevTools protocol: a <script> tag would be refused by our CSP.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; anyImpact?: boolean; tags?: string[]; soft?: boolean; label?: string } = {},
) {
  // What the reader sees once it settles: a colour caught mid-transition (a button fading
  // back in after a request) is not one anybody reads. Endless animations (spinners) aside.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // Once per document: a page checked in several states keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
      });
      return result.violations;
    },
    { include: options.include, tags: options.tags },
  );
  const serious = violations
    .filter((v) => options.anyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} — ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  (options.soft ? expect.soft : expect)(serious, options.label).toEqual([]);
}
