/**
 * The signed-in user's menu (SPEC §2 page shell). Loaded on demand by UserMenu: Radix's
 * menu is sizeable and only signed-in visitors need it.
 */
import { LayoutDashboard, LogOut, UserRound } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '#app/lib/local-links.tsx';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { displayName } from './auth-storage';
import { UserButton } from './user-button';
import { useLogout } from './use-logout';

const itemStyles =
  'flex w-full cursor-pointer select-none items-center gap-3 px-3 py-2.5 text-sm text-ink outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-neutral-100';

export default function UserMenuDropdown({ user, defaultOpen = false }: { user: AuthUser; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { logout, pending, error } = useLogout(user.email);
  const name = displayName(user);

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology
    // (aria-hidden) while its links and buttons stay focusable (axe: aria-hidden-focus).
    // The menu still closes on Escape, on a click outside and when focus leaves it. Nor
    // portalled: kept in the header, it stays inside the banner landmark (axe: region).
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <UserButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-60 max-w-[calc(100vw-2rem)] border border-line bg-white py-1 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 pb-1 pt-2.5">
          <span className="block text-sm font-semibold">
            <Trans>Hello, {name}!</Trans>
          </span>
          <span className="block truncate text-xs text-muted">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item asChild className={itemStyles}>
          <Link to="/account">
            <Icon node={UserRound} aria-hidden="true" className="size-4" strokeWidth={1.5} />
            <Trans>My Account</Trans>
          </Link>
        </DropdownMenu.Item>
        {user.role === 'admin' ? (
          <DropdownMenu.Item asChild className={itemStyles}>
            <Link to="/admin">
              <Icon node={LayoutDashboard} aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <Trans>Admin</Trans>
            </Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item
          className={itemStyles}
          disabled={pending}
          onSelect={(event) => {
            // Stay open while the call runs, so a failure can be shown here.
            event.preventDefault();
            void logout(() => setOpen(false));
          }}
        >
          <Icon node={LogOut} aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {pending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
        </DropdownMenu.Item>
        {error ? (
          <p role="alert" className="mx-3 mb-2 mt-1 text-xs text-sale">
            {error}
          </p>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
