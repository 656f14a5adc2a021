import type { MetaDescriptor } from 'react-router';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';

/** Head tags of a text page: the SPEC §2 title from its path and its own description. */
export function staticPageMeta(path: string, description: string): MetaDescriptor[] {
  const title = `${pageTitleFromPath(path)} | ${STORE_NAME}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
