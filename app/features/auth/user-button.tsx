import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ComponentProps } from 'react';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { cx } from '#app/components/ui/cx.ts';
import { displayName } from './auth-storage';

/** The header's signed-in button; the menu trigger forwards its ref and handlers through the props. */
export function UserButton({ user, className, ...props }: ComponentProps<'button'> & { user: AuthUser }) {
  const { t } = useLingui();
  const name = displayName(user);
  return (
    <button
      type="button"
      aria-label={t`Account menu for ${name}`}
      aria-haspopup="menu"
      className={cx(
        'relative inline-flex size-10 items-center justify-center text-ink transition-opacity hover:opacity-60 data-[state=open]:opacity-60',
        className,
      )}
      {...props}
    >
      <Icon node={UserRound} aria-hidden="true" className="size-5" strokeWidth={1.5} />
    </button>
  );
}
