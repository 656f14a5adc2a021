// Wrong: orders importing the catalogue's table to change stock itself.
import { sizes } from '../../db/schema';

export const stockTable = sizes;
