import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const unsavedChangesQuestion = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving is confirmed: navigation inside the app (links, Back) asks first, and
 * closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty ? currentLocation.pathname !== nextLocation.pathname : false,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedChangesQuestion)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
