import type { ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from '#app/lib/local-links.tsx';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-none text-xs font-medium uppercase tracking-[0.2em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'border border-ink bg-ink text-white hover:bg-neutral-800',
  secondary: 'border border-ink bg-white text-ink hover:bg-ink hover:text-white',
  ghost: 'text-ink underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-11 px-6',
  lg: 'h-12 px-8',
};

/** The shared button look, for elements that are not `Button` or `ButtonLink`. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(base, variants[variant], variant === 'ghost' ? 'h-auto px-0' : sizes[size], className);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonStyles({ variant, size, className })} {...props} />;
}
