// Wrong: a file reaching out of its folder with '../' instead of the package's #server/ alias.
import { reserveStock } from '../catalog/index.ts';

export const reserve = reserveStock;
