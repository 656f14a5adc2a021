/** The chunk contact-form.tsx loads: zod and the contact API's own schema. */
import { contactInputSchema } from '#domain/contact.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';
import type { ContactValues } from './contact-form-state';

/** The fields with the honeypot, which the schema checks too (decision 0029). */
export type ContactFormValues = ContactValues & { website: string };

export const contactValidator = schemaValidator<ContactFormValues>(contactInputSchema);
