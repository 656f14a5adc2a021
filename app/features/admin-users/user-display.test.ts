import { describe, expect, it } from 'vitest';
import type { AdminUser } from '#domain/api-answer-schemas.ts';
import { toCsv } from '#app/lib/csv.ts';
import { joinedText, spentText, userCsvColumns } from './user-display';

const user: AdminUser = {
  _id: 'u1',
  name: 'Aida, "the" buyer',
  email: 'aida@example.com',
  role: 'customer',
  verified: true,
  disabled: true,
  createdAt: '2026-03-04T10:00:00.000Z',
  orderCount: 3,
  totalSpent: 1234.5,
};

describe('user display', () => {
  it('writes the total spent in the store currency and the joined day', () => {
    expect(spentText(user, 'USD')).toBe('$1,234.50');
    expect(spentText(user, 'EUR')).toBe('€1,234.50');
    expect(joinedText(user.createdAt)).toMatch(/^Mar [34], 2026$/);
    expect(joinedText('not a date')).toBe('—');
  });

  it('exports the shown accounts with plain amounts and the currency in the header', () => {
    expect(toCsv([user], userCsvColumns('USD'))).toBe(
      'Name,Email,Role,Verified,Disabled,Joined,Paid orders,Total spent (USD)\r\n' +
        '"Aida, ""the"" buyer",aida@example.com,customer,yes,yes,2026-03-04T10:00:00.000Z,3,1234.50\r\n',
    );
  });
});
