/**
 * The `language` of the requests that e-mail the shopper (decision 61): the storefront sends
 * the language of the page it was made on, and the e-mail is written in it. Optional, so a
 * client that sends none gets English as before. Apart from languages.ts, which the first
 * load reads and which stays free of Zod.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export const LANGUAGE_FIELD_MESSAGE = `language must be one of: ${LANGUAGES.join(', ')}.`;

export const languageField = z._default(z.enum(LANGUAGES, LANGUAGE_FIELD_MESSAGE), DEFAULT_LANGUAGE);

/** The same, for a request whose e-mail has a language to fall back on (a return: its order's). */
export const optionalLanguageField = z.optional(z.enum(LANGUAGES, LANGUAGE_FIELD_MESSAGE));
