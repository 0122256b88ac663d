/**
 * Toasts (part 1 §8.3, §9; SHELL-028): a toast closes after 6000 ms unless told otherwise, and a
 * closed toast is removed 500 ms after closing.
 *
 * The app raises toasts with sonner's `toast()`. Sonner's own <Toaster> unmounts a closed toast
 * after a fixed 200 ms (TIME_BEFORE_UNMOUNT in sonner's dist, not configurable), so this renderer
 * reads sonner's toast state (`useSonner`) and keeps the timing itself: a closed toast stays,
 * fading out and inert, for TOAST_REMOVE_DELAY_MS and is then removed. The close timer pauses
 * while the pointer or the keyboard focus is on the toast (WCAG 2.2.1).
 */
import { CircleCheckIcon, CircleXIcon, InfoIcon, LoaderCircleIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { toast as sonner, useSonner, type ToastT } from 'sonner';
import type { MessageKey } from '@/i18n';
import { cn } from '@/lib/cn';

export const TOAST_DURATION_MS = 6000;
export const TOAST_REMOVE_DELAY_MS = 500;

type ToastId = ToastT['id'];
type CloseReason = 'auto' | 'user';

interface Entry {
  toast: ToastT;
  closing: boolean;
}

interface Action {
  label: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

const isAction = (value: unknown): value is Action =>
  typeof value === 'object' && value !== null && 'label' in value && 'onClick' in value;

const content = (value: ToastT['title']): ReactNode => (typeof value === 'function' ? value() : value);

const TYPE_STYLE: Partial<
  Record<NonNullable<ToastT['type']>, { icon: typeof InfoIcon; label: MessageKey; className: string }>
> = {
  success: { icon: CircleCheckIcon, label: 'adsmanager.SHELL_TOAST_SUCCESS', className: 'text-success' },
  error: { icon: CircleXIcon, label: 'adsmanager.SHELL_TOAST_ERROR', className: 'text-destructive' },
  warning: { icon: TriangleAlertIcon, label: 'adsmanager.SHELL_TOAST_WARNING', className: 'text-warning' },
  info: { icon: InfoIcon, label: 'adsmanager.SHELL_TOAST_INFO', className: 'text-info' },
};

/** Merges sonner's current toasts into the rendered list: new ones are added, vanished ones start closing. */
function merge(entries: readonly Entry[], toasts: readonly ToastT[]): Entry[] {
  const current = new Map(toasts.map((toast) => [toast.id, toast]));
  const known = new Set<ToastId>();
  const next = entries.map((entry) => {
    known.add(entry.toast.id);
    const latest = current.get(entry.toast.id);
    if (entry.closing) return entry;
    return latest ? { toast: latest, closing: false } : { toast: entry.toast, closing: true };
  });
  const added = [...toasts].reverse().filter((toast) => !known.has(toast.id));
  return [...next, ...added.map((toast) => ({ toast, closing: false }))];
}

function ToastItem({ entry, onClose }: { entry: Entry; onClose: (toast: ToastT, reason: CloseReason) => void }) {
  const { t } = useTranslation();
  const { toast, closing } = entry;
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const autoClose = toast.type !== 'loading' && Number.isFinite(duration);
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

  const style = toast.type ? TYPE_STYLE[toast.type] : undefined;
  const Icon = toast.type === 'loading' ? LoaderCircleIcon : style?.icon;
  const action = toast.action;
  const cancel = toast.cancel;
  const actionButton = (value: Action, primary: boolean) => (
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
      data-type={toast.type ?? 'default'}
      aria-hidden={closing || undefined}
      inert={closing}
      ref={itemRef}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-background p-4 text-sm text-foreground shadow-lg transition-all duration-500 motion-reduce:transition-none',
        closing && 'translate-x-4 opacity-0',
        toast.className,
      )}
    >
      {toast.jsx ?? (
        <>
          {Icon && (
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', style?.className, toast.type === 'loading' && 'animate-spin')}
            />
          )}
          <div className="grid flex-1 gap-1">
            <p className="font-medium">
              {style && <span className="sr-only">{`${t(style.label)}: `}</span>}
              {content(toast.title)}
            </p>
            {toast.description !== undefined && (
              <div className="text-muted-foreground">{content(toast.description)}</div>
            )}
          </div>
          {isAction(cancel) ? actionButton(cancel, false) : cancel}
          {isAction(action) ? actionButton(action, true) : action}
        </>
      )}
      {toast.dismissible !== false && toast.closeButton !== false && (
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

/** The app's toast area; raise toasts with `toast()` from sonner. */
export function AppToaster() {
  const { t } = useTranslation();
  const { toasts } = useSonner();
  const [seen, setSeen] = useState(toasts);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const removals = useRef(new Map<ToastId, ReturnType<typeof setTimeout>>());

  // Derived during render (not in an effect) so a toast dismissed elsewhere never skips a frame.
  if (seen !== toasts) {
    setSeen(toasts);
    setEntries((current) =>
      merge(
        current,
        toasts.filter((toast) => toast.toasterId === undefined),
      ),
    );
  }

  const close = useCallback((toast: ToastT, reason: CloseReason) => {
    setEntries((current) =>
      current.map((entry) => (entry.toast.id === toast.id ? { toast: entry.toast, closing: true } : entry)),
    );
    if (reason === 'auto') toast.onAutoClose?.(toast);
    else toast.onDismiss?.(toast);
    sonner.dismiss(toast.id);
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
      className="pointer-events-none fixed right-4 bottom-4 z-[110] w-[min(24rem,calc(100vw-2rem))]"
    >
      <ol className="flex flex-col gap-2">
        {entries.map((entry) => (
          <ToastItem key={entry.toast.id} entry={entry} onClose={close} />
        ))}
      </ol>
    </section>
  );
}
