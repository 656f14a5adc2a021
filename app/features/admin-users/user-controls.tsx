import { Ban, CircleCheck, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { AdminUser } from '#domain/api-answer-schemas.ts';
import { USER_ROLES } from '#domain/user-admin.ts';
import { cx } from '#app/components/ui/cx.ts';
import { Badge } from '#app/features/admin/index.ts';
import { USER_TEXT } from './user-texts';

/** What the screen does when the owner uses a row's controls; it decides what needs a confirmation. */
export interface UserActions {
  onRole: (user: AdminUser, role: AdminUser['role']) => void;
  onDisabled: (user: AdminUser, disabled: boolean) => void;
  onDelete: (user: AdminUser) => void;
}

const iconButton =
  'inline-flex h-10 items-center justify-center gap-1.5 border border-line px-3 text-xs font-medium text-neutral-700 hover:border-ink hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:pointer-events-none disabled:opacity-40';

/** The account's state as badges: role, verified, disabled, and "You" on the signed-in admin's own row. */
export function UserBadges({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {isSelf ? <Badge tone="dark">{USER_TEXT.you}</Badge> : null}
      <Badge tone={user.role === 'admin' ? 'info' : 'neutral'}>{user.role === 'admin' ? 'Admin' : 'Customer'}</Badge>
      <Badge tone={user.verified ? 'success' : 'warning'}>{user.verified ? 'Verified' : 'Not verified'}</Badge>
      {user.disabled ? <Badge tone="danger">Disabled</Badge> : null}
    </span>
  );
}

/**
 * The role select, the disable/enable toggle and delete. On the own row they are disabled
 * and described by `ownNoteId` (the server refuses them anyway; this says why up front).
 */
export function UserControls({
  user,
  isSelf,
  ownNoteId,
  actions,
  className,
}: {
  user: AdminUser;
  isSelf: boolean;
  ownNoteId: string;
  actions: UserActions;
  className?: string;
}) {
  const describedBy = isSelf ? ownNoteId : undefined;
  return (
    <div className={cx('flex flex-wrap items-center gap-2', className)}>
      <label className="sr-only" htmlFor={`role-${user._id}-${ownNoteId}`}>
        {USER_TEXT.roleLabel(user.name)}
      </label>
      <select
        id={`role-${user._id}-${ownNoteId}`}
        value={user.role}
        disabled={isSelf}
        aria-describedby={describedBy}
        onChange={(event) => actions.onRole(user, event.target.value as AdminUser['role'])}
        className="h-10 border border-neutral-300 bg-white px-2 text-sm hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:bg-neutral-50 disabled:opacity-60"
      >
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {role === 'admin' ? 'Admin' : 'Customer'}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={isSelf}
        aria-describedby={describedBy}
        onClick={() => actions.onDisabled(user, !user.disabled)}
        className={iconButton}
        aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.name}`}
      >
        {user.disabled ? (
          <Icon node={CircleCheck} aria-hidden="true" className="size-4" />
        ) : (
          <Icon node={Ban} aria-hidden="true" className="size-4" />
        )}
        {user.disabled ? 'Enable' : 'Disable'}
      </button>
      <button
        type="button"
        disabled={isSelf}
        aria-describedby={describedBy}
        onClick={() => actions.onDelete(user)}
        className={cx(iconButton, 'hover:border-sale hover:text-sale')}
        aria-label={`Delete ${user.name}`}
        title="Delete"
      >
        <Icon node={Trash2} aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
