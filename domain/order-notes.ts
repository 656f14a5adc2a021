/**
 * An order's internal notes (decision 0047): their limits and words. Zod-free and without
 * imports, so the order schemas and the back office's note form share them cheaply.
 */
export const NOTE_LIMITS = { min: 1, max: 2000 } as const;
/** An admin writes notes by hand; a burst past this is a script or a stuck key. */
export const NOTE_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export const NOTE_TEXT = {
  required: 'Please write the note.',
  tooLong: `A note is at most ${NOTE_LIMITS.max} characters.`,
  unsafe: 'The note contains characters that are not allowed.',
  tooMany: 'Too many notes in a short time. Please wait a few minutes.',
  added: 'Note added',
  addFailed: 'Failed to add the note',
} as const;
