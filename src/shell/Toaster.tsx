/**
 * Toasts (part 1 §8.3, §9; SHELL-028): a toast closes after 6000 ms unless told otherwise, and a
 * closed toast is removed 500 ms after closing.
 *
 * The app raises toasts with `toast()` (src/lib/toast.ts); this renderer reads the open toasts and
 * keeps the timing: a closed toast stays, fading out and inert, for TOAST_REMOVE_DELAY_MS and is
 * then removed. The close timer pauses while the pointer or the keyboard focus is on the toast
 * (WCAG 2.2.1).
 */
import { CircleCheckIcon, CircleXIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import {
  currentToasts,
  subscribeToToasts,
  toast as toasts,
  type Toast,
  type ToastAction,
  type ToastId,
  type ToastType,
} from '@/lib/toast';

export const TOAST_DURATION_MS = 6000;
export const TOAST_REMOVE_DELAY_MS = 500;

type CloseReason = 'auto' | 'user';

interface Entry {
  toast: Toast;
  closing: boolean;
}

const TYPE_STYLE: Partial<Record<ToastType, { icon: typeof InfoIcon; label: MessageKey; className: string }>> = {
  success: { icon: CircleCheckIcon, label: 'adsmanager.SHELL_TOAST_SUCCESS', className: 'text-success' },
  error: { icon: CircleXIcon, label: 'adsmanager.SHELL_TOAST_ERROR', className: 'text-destructive' },
  warning: { icon: TriangleAlertIcon, label: 'adsmanager.SHELL_TOAST_WARNING', className: 'text-warning' },
  info: { icon: InfoIcon, label: 'adsmanager.SHELL_TOAST_INFO', className: 'text-info' },
};

/** Merges the open toasts into the rendered list: new ones are added, vanished ones start closing. */
function merge(entries: readonly Entry[], open: readonly Toast[]): Entry[] {
  const current = new Map(open.map((toast) => [toast.id, toast]));
  const known = new Set<ToastId>();
  const next = entries.map((entry) => {
    known.add(entry.toast.id);
    const latest = current.get(entry.toast.id);
    if (entry.closing) return entry;
    return latest ? { toast: latest, closing: false } : { toast: entry.toast, closing: true };
  });
  const added = [...open].reverse().filter((toast) => !known.has(toast.id));
  return [...next, ...added.map((toast) => ({ toast, closing: false }))];
}

function ToastItem({ entry, onClose }: { entry: Entry; onClose: (toast: Toast, reason: CloseReason) => void }) {
  const { t } = useTranslation();
  const { toast, closing } = entry;
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const autoClose = Number.isFinite(duration);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const itemRef = useRef<HTMLLIElement>(null);

  // Hover and focus pause the close timer; they are no interaction of their own, hence listeners.
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    const pause = () => {
      setPaused(true);
    };
    const resume = () => {
      setPaused(false);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) resume();
    };
    item.addEventListener('pointerenter', pause);
    item.addEventListener('pointerleave', resume);
    item.addEventListener('focusin', pause);
    item.addEventListener('focusout', focusOut);
    return () => {
      item.removeEventListener('pointerenter', pause);
      item.removeEventListener('pointerleave', resume);
      item.removeEventListener('focusin', pause);
      item.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (closing || paused || !autoClose) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      onClose(toast, 'auto');
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [closing, paused, autoClose, toast, onClose]);

  const style = TYPE_STYLE[toast.type];
  const Icon = style?.icon;
  const actionButton = (value: ToastAction, primary: boolean) => (
    <button
      type="button"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md px-3 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        primary ? 'bg-primary text-primary-foreground hover:bg-primary/90' : 'border border-input hover:bg-accent',
      )}
      onClick={(event) => {
        value.onClick(event);
        if (!event.defaultPrevented) onClose(toast, 'user');
      }}
    >
      {value.label}
    </button>
  );

  return (
    <li
      data-state={closing ? 'closed' : 'open'}
      data-type={toast.type}
      aria-hidden={closing || undefined}
      inert={closing}
      ref={itemRef}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-background p-4 text-sm text-foreground shadow-lg transition-all duration-500 motion-reduce:transition-none',
        closing && '-translate-y-2 opacity-0',
      )}
    >
      {Icon && <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', style.className)} />}
      <div className="grid flex-1 gap-1">
        <p className="font-medium">
          {style && <span className="sr-only">{`${t(style.label)}: `}</span>}
          {toast.title}
        </p>
        {toast.description !== undefined && <div className="text-muted-foreground">{toast.description}</div>}
      </div>
      {toast.cancel && actionButton(toast.cancel, false)}
      {toast.action && actionButton(toast.action, true)}
      {toast.dismissible !== false && (
        <button
          type="button"
          aria-label={t('adsmanager.SHELL_CLOSE_NOTIFICATION')}
          className="-m-1 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => {
            onClose(toast, 'user');
          }}
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}

/** The app's toast area; raise toasts with `toast()` from src/lib/toast.ts. */
export function AppToaster() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeToToasts, currentToasts);
  const [seen, setSeen] = useState(open);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const removals = useRef(new Map<ToastId, ReturnType<typeof setTimeout>>());

  // Derived during render (not in an effect) so a toast dismissed elsewhere never skips a frame.
  if (seen !== open) {
    setSeen(open);
    setEntries((current) => merge(current, open));
  }

  const close = useCallback((toast: Toast, reason: CloseReason) => {
    setEntries((current) =>
      current.map((entry) => (entry.toast.id === toast.id ? { toast: entry.toast, closing: true } : entry)),
    );
    if (reason === 'auto') toast.onAutoClose?.(toast);
    else toast.onDismiss?.(toast);
    toasts.dismiss(toast.id);
  }, []);

  useEffect(() => {
    const timers = removals.current;
    for (const entry of entries) {
      if (!entry.closing || timers.has(entry.toast.id)) continue;
      const id = entry.toast.id;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          setEntries((current) => current.filter((item) => !(item.toast.id === id && item.closing)));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [entries]);

  useEffect(() => {
    const timers = removals.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return (
    <section
      aria-label={t('adsmanager.SHELL_NOTIFICATIONS')}
      aria-live="polite"
      aria-relevant="additions text"
      // Top centre under the header, where screens keep their title, not an action: page actions sit
      // top right, forms keep Save bottom right (the sticky footer) or bottom left (a section's own
      // Save). On a phone, above the sticky footer.
      className="pointer-events-none fixed inset-x-4 bottom-20 z-[110] sm:inset-x-auto sm:top-16 sm:bottom-auto sm:left-1/2 sm:w-[min(24rem,calc(100vw-2rem))] sm:-translate-x-1/2"
    >
      <ol className="flex flex-col gap-2">
        {entries.map((entry) => (
          <ToastItem key={entry.toast.id} entry={entry} onClose={close} />
        ))}
      </ol>
    </section>
  );
}
