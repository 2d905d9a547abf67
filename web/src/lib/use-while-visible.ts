import { useEffect } from 'react';

/** Runs `fn` every `ms` while the tab is visible, and whenever it becomes visible again. */
export function useWhileVisible(fn: () => unknown, ms: number): void {
  useEffect(() => {
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void fn();
    };
    const timer = setInterval(whenVisible, ms);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [fn, ms]);
}
