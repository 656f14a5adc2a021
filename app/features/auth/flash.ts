import { useLocation } from 'react-router';

/** A one-off message carried to the next screen in the navigation state (never in the URL). */
export interface FlashState {
  notice?: string;
}

export function flash(notice: string): FlashState {
  return { notice };
}

export function useFlashNotice(): string | undefined {
  const state = useLocation().state as FlashState | null;
  return typeof state?.notice === 'string' ? state.notice : undefined;
}
