import * as React from 'react';
import { InlineMessage } from '@/components/ui/inline-message';
import { cn } from '@/lib/cn';

/** A form control a failed save points at: the first one marked aria-invalid, in page order. */
export function firstFieldAtFault(root: ParentNode | null | undefined): HTMLElement | undefined {
  const found = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  return found ?? undefined;
}

/** The visible text of an element without what is hidden from assistive technology (a required "*"). */
function visibleText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') text += visibleText(node);
  }
  return text;
}

/** The name a person knows a control by: its label, its aria-label or what labels it. */
export function fieldLabelOf(element: HTMLElement): string {
  const labelled = 'labels' in element ? (element as HTMLInputElement).labels : null;
  const label = labelled?.[0];
  if (label) return visibleText(label).trim();
  const ariaLabel = element.getAttribute('aria-label');
  if (ariaLabel) return ariaLabel;
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const named = ids
    .map((id) => document.getElementById(id))
    .filter((node): node is HTMLElement => node !== null)
    .map((node) => visibleText(node).trim())
    .join(' ');
  return named || (element.getAttribute('name') ?? '');
}

/** Moves to a field: focus, and scrolled to the middle of the screen (clear of the sticky footer). */
export function goToField(element: HTMLElement) {
  element.focus();
  element.scrollIntoView({ block: 'center' });
}

export interface FormFooterProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The message of the last failed save (undefined: nothing failed, or the failure is mended). */
  error: string | undefined;
  /**
   * Counts the save attempts (react-hook-form's `submitCount`): each attempt that ends with an
   * error moves focus to the message again, and looks for the first field at fault again.
   */
  attempt: number;
  /** A save is running: focus moves once it has ended. */
  busy?: boolean;
  /** The form whose first field at fault (aria-invalid) the message links to. */
  formRef: React.RefObject<HTMLElement | null>;
  /** The link's text for a field's label, e.g. "Go to Fee (%)". */
  goToLabel: (field: string) => string;
  /** Read before the message ("Error"), translated. */
  errorLabel?: string;
  /** The save action(s). */
  children: React.ReactNode;
}

interface Fault {
  element: HTMLElement;
  label: string;
}

/**
 * The sticky bottom bar of a long form: its save action stays in view while the form scrolls.
 * A failed save's message appears here (never on top of the form, so the layout keeps its shape),
 * takes focus so it is read and seen, and links to the first field at fault; following the link
 * focuses that field.
 */
export function FormFooter({
  error,
  attempt,
  busy = false,
  formRef,
  goToLabel,
  errorLabel,
  className,
  children,
  ...props
}: FormFooterProps) {
  const message = React.useRef<HTMLDivElement>(null);
  const handled = React.useRef(attempt);
  const [fault, setFault] = React.useState<Fault | undefined>(undefined);

  React.useEffect(() => {
    if (busy || attempt === handled.current) return;
    handled.current = attempt;
    if (error === undefined) return;
    const element = firstFieldAtFault(formRef.current);
    setFault(element ? { element, label: fieldLabelOf(element) } : undefined);
    message.current?.focus();
  }, [attempt, busy, error, formRef]);

  return (
    <div
      data-slot="form-footer"
      className={cn(
        'sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-1 py-3 backdrop-blur',
        className,
      )}
      {...props}
    >
      {error !== undefined && (
        <InlineMessage
          ref={message}
          tabIndex={-1}
          variant="error"
          variantLabel={errorLabel}
          title={error}
          className="min-w-0 flex-1 basis-72 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {fault && (
            <FaultLink
              element={fault.element}
              // A field re-rendered since keeps its place: the first field at fault now.
              current={() => (fault.element.isConnected ? fault.element : firstFieldAtFault(formRef.current))}
            >
              {goToLabel(fault.label)}
            </FaultLink>
          )}
        </InlineMessage>
      )}
      <div className="flex shrink-0 items-center gap-2">{children}</div>
    </div>
  );
}

/** The message's link to a field: an in-page link to its id (a button when it has none) that focuses it. */
function FaultLink({
  element,
  current,
  children,
}: {
  element: HTMLElement;
  current: () => HTMLElement | undefined;
  children: React.ReactNode;
}) {
  const go = (event: React.MouseEvent) => {
    event.preventDefault();
    const target = current();
    if (target) goToField(target);
  };
  const className = 'w-fit text-left font-medium underline underline-offset-2';
  return element.id ? (
    <a href={`#${element.id}`} className={className} onClick={go}>
      {children}
    </a>
  ) : (
    <button type="button" className={className} onClick={go}>
      {children}
    </button>
  );
}
