/** The i18n feature's public API (decision 59): the page's language and catalogue, and its switcher. */
export { LanguageProvider, type PageLanguage } from './language-provider';
export { LanguageSwitcher } from './language-switcher';
export { metaI18n, metaLanguage, pageTitle } from './page-meta';
export {
  domainPattern,
  domainTexts,
  translateDomainText,
  useDomainText,
  type DomainPattern,
  type DomainTextTable,
} from './domain-texts';
export { categoryNameIn, useCategoryName } from './category-names';
