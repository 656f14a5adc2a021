/**
 * Links and navigation that stay in the page's language (decision 59): a store path written
 * `/cart` is `/ru/cart` on a Russian page. Every storefront link goes through these, so no
 * component spells a language prefix.
 */
import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useLingui } from './i18n-runtime';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pathInLanguage } from '#domain/languages.ts';

/** The language of the page being shown. */
export function useLanguage(): Language {
  const { locale } = useLingui().i18n;
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** A store path in the page's language: `/cart` on a Russian page is `/ru/cart`. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => pathInLanguage(language, path), [language]);
}

/** React Router's navigate, to store paths in the page's language (numbers go back or forward). */
export function useLocalNavigate() {
  const navigate = useNavigate();
  const localPath = useLocalPath();
  return useCallback(
    (to: string | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(to.startsWith('/') ? localPath(to) : to, options),
    [navigate, localPath],
  );
}

/** A link's target in the page's language: absolute store paths are prefixed, anything else kept. */
function useLocalTo(to: To): To {
  const localPath = useLocalPath();
  if (typeof to === 'string') return to.startsWith('/') ? localPath(to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localPath(to.pathname) } : to;
}

type WithRef<P> = P & { ref?: React.Ref<HTMLAnchorElement> };

/** React Router's Link, staying in the page's language. */
export function Link({ to, ...props }: WithRef<LinkProps>) {
  return <RouterLink to={useLocalTo(to)} {...props} />;
}

/** React Router's NavLink, staying in the page's language. */
export function NavLink({ to, ...props }: WithRef<NavLinkProps>) {
  return <RouterNavLink to={useLocalTo(to)} {...props} />;
}
