/**
 * The import boundaries are enforced by `npm run lint`: each fixture is linted with the
 * project's own ESLint config as if it lived where its import would be wrong.
 */
import { describe, expect, it } from 'vitest';
import { boundaryErrors } from './lint-fixture';

describe('import boundaries', () => {
  it("refuses a feature reaching into another feature's files", async () => {
    expect(await boundaryErrors('feature-reaches-into-feature.ts', 'app/features/checkout/wrong-way.ts')).toEqual([
      expect.stringContaining("Another feature is imported through its index.ts ('#app/features/<feature>/index.ts')"),
    ]);
  });

  it("refuses a route importing a feature's file instead of its index.ts", async () => {
    expect(await boundaryErrors('route-reaches-into-feature.ts', 'app/routes/wrong-way.tsx')).toEqual([
      expect.stringContaining('Routes import a feature through its index.ts'),
    ]);
  });

  it('refuses domain/ importing from the server', async () => {
    expect(await boundaryErrors('domain/imports-server.ts', 'domain/wrong-way.ts')).toEqual([
      expect.stringContaining('domain/ is pure rules'),
    ]);
  });

  it('refuses app/lib importing a feature', async () => {
    expect(await boundaryErrors('lib-imports-feature.ts', 'app/lib/wrong-way.ts')).toEqual([
      expect.stringContaining('app/lib and app/components are below the features'),
    ]);
  });

  it("accepts a feature importing another feature's index.ts, app/lib and domain/", async () => {
    expect(await boundaryErrors('feature-right-way.ts', 'app/features/checkout/right-way.ts')).toEqual([]);
  });
});
