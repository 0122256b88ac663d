/**
 * The full-screen loading dialog of part 1 §2.4 (SHELL-027): screens register loading tasks; the
 * dialog shows while any task runs and disappears when none is left. Its animation loops every
 * 4.5 s (part 1 §9) and stands still for users who prefer reduced motion.
 */
import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

export const LOADER_LOOP_SECONDS = 4.5;

interface LoadingRegistry {
  register(id: string, label: string | undefined): void;
  unregister(id: string): void;
}

const RegistryContext = createContext<LoadingRegistry | null>(null);
const TasksContext = createContext<ReadonlyMap<string, string | undefined>>(new Map());

export function LoadingTasksProvider({ children }: { children: ReactNode }) {
  const [tasks, setTasks] = useState<ReadonlyMap<string, string | undefined>>(() => new Map());
  const registry = useMemo<LoadingRegistry>(
    () => ({
      register: (id, label) => {
        setTasks((current) => new Map(current).set(id, label));
      },
      unregister: (id) => {
        setTasks((current) => {
          if (!current.has(id)) return current;
          const next = new Map(current);
          next.delete(id);
          return next;
        });
      },
    }),
    [],
  );
  return (
    <RegistryContext value={registry}>
      <TasksContext value={tasks}>{children}</TasksContext>
    </RegistryContext>
  );
}

/** Registers a loading task while `active` holds (the label is what the dialog says). */
export function useLoadingTask(active: boolean, label?: string): void {
  const registry = useContext(RegistryContext);
  const id = useId();
  useEffect(() => {
    if (!active || !registry) return;
    registry.register(id, label);
    return () => {
      registry.unregister(id);
    };
  }, [active, label, id, registry]);
}

export function LoadingDialog() {
  const { t } = useTranslation();
  const tasks = useContext(TasksContext);
  if (tasks.size === 0) return null;
  // The most recently registered task that names itself.
  const label = [...tasks.values()].reverse().find((value) => value !== undefined) ?? t('adsmanager.SHELL_LOADING');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={label}
      className="fixed inset-0 z-[100] flex items-center justify-center bg-background/80 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 rounded-lg border bg-card px-8 py-6 shadow-lg">
        <span
          aria-hidden="true"
          data-slot="loader"
          className="size-12 animate-spin rounded-full border-4 border-primary/20 border-t-primary border-r-primary motion-reduce:animate-none"
          style={{ animationDuration: `${String(LOADER_LOOP_SECONDS)}s` }}
        />
        <p className="text-sm font-medium text-foreground">{label}</p>
      </div>
    </div>
  );
}
