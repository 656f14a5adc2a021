/** The alert form's fields, shared by the form and its lazily loaded validator. */
export interface StockAlertFormValues {
  size: string;
  email: string;
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: string;
}
