/** Leaving with unsaved changes asks first: in-app navigation through the router, reload or close through the browser. */
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

export function useUnsavedChanges(isDirty: boolean, saved: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);
  return blocker;
}
