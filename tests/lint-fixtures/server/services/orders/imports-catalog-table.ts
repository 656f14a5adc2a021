// Wrong: orders importing the catalogue's table to change stock itself.
import { sizes } from '#server/db/schema.ts';

export const stockTable = sizes;
