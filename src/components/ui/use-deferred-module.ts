/**
 * Code that only a popup needs (menus, popovers) loads when the user reaches for it, not with the
 * page: the trigger starts as a plain button; pointing at it or focusing it starts loading, and
 * activating it asks for the popup, which mounts open once the code is there.
 */
import { useCallback, useState } from 'react';

/** One loader per module, so every trigger shares a single request and its result. */
export function deferredModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (e.g. offline) may be tried again by the next activation.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export interface DeferredModule<T> {
  /** The module, once the user asked for the popup and its code has arrived. */
  module: T | undefined;
  /** Asked for and still loading (for aria-busy). */
  pending: boolean;
  /** Starts loading without opening (hover, focus). */
  preload: () => void;
  /** Asks for the popup: it mounts open once loaded. */
  request: () => void;
}

export function useDeferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  const [requested, setRequested] = useState(false);
  const [module, setModule] = useState<T>();

  const preload = useCallback(() => {
    // A failed preload stays quiet; activating the trigger tries again.
    load().then(setModule, () => undefined);
  }, [load]);

  const request = useCallback(() => {
    setRequested(true);
    load().then(setModule, () => {
      setRequested(false);
    });
  }, [load]);

  return { module: requested ? module : undefined, pending: requested && module === undefined, preload, request };
}
