import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a cooldown (e.g. before another code may be requested), ticking down to 0. */
export function useCountdown(initialSeconds = 0): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(initialSeconds);
  // A deadline rather than a counter, so a throttled background tab still ends on time.
  const deadline = useRef<number | null>(null);
  const running = remaining > 0;

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  useEffect(() => {
    if (!running) return;
    if (deadline.current === null) deadline.current = Date.now() + initialSeconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil(((deadline.current ?? 0) - Date.now()) / 1000));
      if (left === 0) deadline.current = null;
      setRemaining(left);
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, initialSeconds]);

  return { remaining, start };
}
