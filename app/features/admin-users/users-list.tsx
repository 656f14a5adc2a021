import { useId } from 'react';
import type { AdminUser } from '#domain/api-answer-schemas.ts';
import { UserBadges, UserControls, type UserActions } from './user-controls';
import { joinedText, spentText } from './user-display';
import { USER_TEXT } from './user-texts';

interface ListProps {
  users: AdminUser[];
  selfId: string | null;
  currency: string;
  actions: UserActions;
  busy: boolean;
}

/** The explanation the own row's disabled controls point to. */
function OwnNote({ id }: { id: string }) {
  return (
    <p id={id} className="mt-1 max-w-xs text-xs text-muted">
      {USER_TEXT.ownAccount}
    </p>
  );
}

/** Desktop: a table, one account per row. */
export function UsersTable({ users, selfId, currency, actions, busy }: ListProps) {
  const noteId = useId();
  return (
    <div className="hidden overflow-x-auto border border-line bg-white md:block">
      <table aria-label="Users" aria-busy={busy || undefined} className="w-full text-left text-sm">
        <thead className="border-b border-line bg-neutral-50 text-xs uppercase tracking-[0.12em] text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Joined
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Spent
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const isSelf = user._id === selfId;
            return (
              <tr
                key={user._id}
                aria-label={user.name}
                className={user.disabled ? 'bg-neutral-50 text-neutral-500' : undefined}
              >
                <td className="px-4 py-3 align-top">
                  <div className="font-medium text-ink">{user.name}</div>
                  <div className="break-all text-muted">{user.email}</div>
                </td>
                <td className="px-4 py-3 align-top">
                  <UserBadges user={user} isSelf={isSelf} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 align-top">{joinedText(user.createdAt)}</td>
                <td className="px-4 py-3 text-right align-top tabular-nums">{user.orderCount}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right align-top tabular-nums">
                  {spentText(user, currency)}
                </td>
                {/* Wide enough for the role select, Disable and Delete on one line. */}
                <td className="min-w-60 px-4 py-3 align-top">
                  <UserControls user={user} isSelf={isSelf} ownNoteId={noteId} actions={actions} />
                  {isSelf ? <OwnNote id={noteId} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A phone: one card per account, the controls below the details. */
export function UsersCards({ users, selfId, currency, actions, busy }: ListProps) {
  const noteId = useId();
  return (
    <ul
      aria-label="Users"
      aria-busy={busy || undefined}
      className="divide-y divide-line border border-line bg-white md:hidden"
    >
      {users.map((user) => {
        const isSelf = user._id === selfId;
        return (
          <li key={user._id} aria-label={user.name} className="space-y-3 px-4 py-4">
            <div>
              <div className="font-medium">{user.name}</div>
              <div className="break-all text-sm text-muted">{user.email}</div>
            </div>
            <UserBadges user={user} isSelf={isSelf} />
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Joined</dt>
                <dd>{joinedText(user.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Orders</dt>
                <dd className="tabular-nums">{user.orderCount}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Spent</dt>
                <dd className="tabular-nums">{spentText(user, currency)}</dd>
              </div>
            </dl>
            <UserControls user={user} isSelf={isSelf} ownNoteId={noteId} actions={actions} />
            {isSelf ? <OwnNote id={noteId} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
