import { type DefaultToastOptions, Toaster } from 'react-hot-toast';

/** SPEC §9 toast timings; react-hot-toast keeps at most 20 toasts (its TOAST_LIMIT), as the SPEC asks. */
const TOAST_OPTIONS = {
  // Inline style, because the library's own styles would outrank layered utility classes.
  style: { borderRadius: 0, padding: '12px 16px', color: '#111111', fontSize: '14px' },
  blank: { duration: 4000 },
  success: { duration: 2000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  loading: { duration: Infinity },
} satisfies DefaultToastOptions;

/** Loaded on the first toast only (see notify.ts), so it never weighs on first load. */
export default function StoreToaster() {
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 80 }} />;
}
