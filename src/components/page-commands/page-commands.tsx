/**
 * Commands a screen offers the command palette while it is shown (the report's "Export CSV"): the
 * screen renders `<PageCommand>` beside the control that does the same; the palette lists
 * `usePageCommands()`. A tiny store, so the screens that offer a command carry next to nothing.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { MessageKey } from '@/i18n';

export interface OfferedPageCommand {
  id: string;
  labelKey: MessageKey;
  run: () => void;
}

let commands: readonly OfferedPageCommand[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly OfferedPageCommand[]) {
  commands = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The commands the shown screens offer now, in the order they were offered. */
export function usePageCommands(): readonly OfferedPageCommand[] {
  return useSyncExternalStore(subscribe, () => commands);
}

/** Offers `run` under `id` while mounted and not disabled (the latest `run` is the one called). */
export function PageCommand({
  id,
  labelKey,
  run,
  disabled = false,
}: {
  id: string;
  labelKey: MessageKey;
  run: () => void;
  disabled?: boolean;
}) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (disabled) return;
    const command: OfferedPageCommand = {
      id,
      labelKey,
      run: () => {
        latest.current();
      },
    };
    publish([...commands.filter((entry) => entry.id !== id), command]);
    return () => {
      publish(commands.filter((entry) => entry !== command));
    };
  }, [id, labelKey, disabled]);
  return null;
}
