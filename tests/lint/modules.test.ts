/**
 * `npm run lint` keeps the service modules apart (eslint.config.js, serviceModules; decision
 * 0045): a module is imported through its index.ts only, and a module imports from the
 * schema only the tables it owns. Each fixture under tests/lint-fixtures/ is linted with the
 * real config as if it lived at the same path without that prefix.
 */
import { expect, it } from 'vitest';
import { boundaryErrors } from './lint-fixture';

const MODULE_INDEX =
  "A service module is imported through its index.ts ('#server/services/<module>/index.ts'), never its files.";

it.each([
  ['server/services/orders/imports-catalog-file.ts', MODULE_INDEX],
  ['server/services/imports-module-file.ts', MODULE_INDEX],
  ['server/api/imports-module-file.ts', MODULE_INDEX],
  ['scripts/imports-module-file.ts', MODULE_INDEX],
  ['server/services/orders/imports-catalog-table.ts', "'sizes' import from '#server/db/schema.ts' is restricted"],
  ['server/services/orders/imports-coupon-table-type.ts', "'coupons' import from '#server/db/schema.ts' is restricted"],
  ['server/services/pricing/imports-table.ts', 'This module owns no table'],
])('refuses the import in %s', async (fixture, reason) => {
  const errors = await boundaryErrors(fixture, fixture);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(reason);
});

it("names the tables a module owns when it refuses another module's", async () => {
  const [error] = await boundaryErrors(
    'server/services/orders/imports-catalog-table.ts',
    'server/services/orders/imports-catalog-table.ts',
  );
  expect(error).toContain(
    'A module imports only the tables it owns (orders, orderItems, orderEvents, orderShipments, orderRefunds',
  );
});

it('lets a module use another through its index, its own tables and files, and the shared errors', async () => {
  expect(await boundaryErrors('server/services/orders/right-way.ts', 'server/services/orders/right-way.ts')).toEqual(
    [],
  );
});

it("lets a module's tests arrange rows of any table", async () => {
  expect(
    await boundaryErrors('server/services/orders/arranges-rows.ts', 'server/services/orders/arranges-rows.test.ts'),
  ).toEqual([]);
});
