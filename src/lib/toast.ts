/**
 * Toasts (part 1 §8.3, §9; SHELL-028): `toast()` and its kinds raise one (a toast raised again
 * with the same `id` replaces it), `toast.dismiss()` closes one or all. The app's toast area
 * (src/shell/Toaster.tsx) renders them and keeps their timing. A small store in place of sonner,
 * whose own renderer the app never used: sonner cost every signed-in screen 4.6 KB gzip.
 */
import type { MouseEvent, ReactNode } from 'react';

export type ToastId = string | number;
export type ToastType = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface ToastOptions {
  id?: ToastId;
  description?: ReactNode;
  /** Milliseconds until it closes by itself (the toast area's default when not given). */
  duration?: number;
  action?: ToastAction;
  cancel?: ToastAction;
  /** False: no close button. */
  dismissible?: boolean;
  onDismiss?: (toast: Toast) => void;
  onAutoClose?: (toast: Toast) => void;
}

export interface Toast extends ToastOptions {
  id: ToastId;
  type: ToastType;
  title: ReactNode;
}

/** Newest first. */
let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function raise(type: ToastType, title: ReactNode, options: ToastOptions = {}): ToastId {
  const id = options.id ?? (lastId += 1);
  const raised: Toast = { ...options, id, type, title };
  publish(
    toasts.some((toast) => toast.id === id)
      ? toasts.map((toast) => (toast.id === id ? raised : toast))
      : [raised, ...toasts],
  );
  return id;
}

export const toast = Object.assign((title: ReactNode, options?: ToastOptions) => raise('default', title, options), {
  success: (title: ReactNode, options?: ToastOptions) => raise('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => raise('error', title, options),
  warning: (title: ReactNode, options?: ToastOptions) => raise('warning', title, options),
  info: (title: ReactNode, options?: ToastOptions) => raise('info', title, options),
  /** Closes the toast with this id, or every toast. */
  dismiss: (id?: ToastId) => {
    publish(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
  },
});

/** The open toasts, newest first (for useSyncExternalStore). */
export const currentToasts = (): readonly Toast[] => toasts;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
