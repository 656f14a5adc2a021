/** How the Users screen writes an account: its joined date and the CSV columns. Pure: no I/O. */
import type { AdminUser } from '#domain/api-answer-schemas.ts';
import { adminDate, adminMoney } from '#app/features/admin/index.ts';
import { toCents } from '#domain/money.ts';
import type { CsvColumn } from '#app/lib/csv.ts';

/** 'Nov 25, 2026', in the owner's time zone; '—' for a date the server could not give. */
export function joinedText(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : adminDate(date);
}

export function spentText(user: Pick<AdminUser, 'totalSpent'>, currency: string): string {
  return adminMoney(toCents(user.totalSpent), currency);
}

export function userCsvColumns(currency: string): CsvColumn<AdminUser>[] {
  return [
    { header: 'Name', value: (u) => u.name },
    { header: 'Email', value: (u) => u.email },
    { header: 'Role', value: (u) => u.role },
    { header: 'Verified', value: (u) => (u.verified ? 'yes' : 'no') },
    { header: 'Disabled', value: (u) => (u.disabled ? 'yes' : 'no') },
    { header: 'Joined', value: (u) => u.createdAt },
    { header: 'Paid orders', value: (u) => u.orderCount },
    { header: `Total spent (${currency})`, value: (u) => (toCents(u.totalSpent) / 100).toFixed(2) },
  ];
}
