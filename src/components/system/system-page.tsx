/**
 * Pieces the system pages share. Part of the first-page bundle: plain elements and class strings
 * only (no Radix, no icons, no class merging).
 */
import { createContext, useContext, type ReactNode } from 'react';

/** True below the shell frame, which already renders the page's `<main>`. */
export const InShellFrameContext = createContext(false);

export const ACTION_PRIMARY =
  'inline-flex h-9 cursor-pointer items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50';
export const ACTION_SECONDARY =
  'inline-flex h-9 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50';

/** The page's main landmark, unless the shell frame already gives one. */
export function PageMain({ children }: { children: ReactNode }) {
  const inShell = useContext(InShellFrameContext);
  const className = 'mx-auto flex w-full max-w-2xl flex-col gap-4 px-6 py-16';
  return inShell ? (
    <div className={className}>{children}</div>
  ) : (
    <main id="main" className={className}>
      {children}
    </main>
  );
}

/** A system page: a heading, what happened, and what the user can do. */
export function SystemPage({
  title,
  text,
  children,
}: {
  title: string;
  text?: ReactNode;
  /** The actions. */
  children?: ReactNode;
}) {
  return (
    <PageMain>
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {text !== undefined && <div className="text-muted-foreground">{text}</div>}
      {children !== undefined && <div className="flex flex-wrap gap-3 pt-2">{children}</div>}
    </PageMain>
  );
}
