/** Display currencies in the storefront (decision 60): the picker, converted figures, the note on what is charged. */
export { ChargedNote } from './charged-note';
export { CurrencyPickerSlot as CurrencyPicker } from './currency-picker-slot';
export { useConvertedTo, useDisplayMoney, useMoney } from './display-money';
