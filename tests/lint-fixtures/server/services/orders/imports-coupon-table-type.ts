// Wrong: a type-only import of another module's table is still its table.
import type { coupons } from '#server/db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
