import * as React from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { Loader2Icon } from 'lucide-react';
import { errorText } from '@/api/errors';
import { useTranslation } from '@/i18n/react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { InlineAlert } from './inline-alert';

export interface ConfirmDialogProps {
  /** The question, naming the thing: "Delete campaign 'Takeaway treats 2026'? It is delivering." */
  title: React.ReactNode;
  /** What happens next, what cannot be undone. */
  description?: React.ReactNode;
  /** The confirming button's text ("Delete campaign"). */
  confirmLabel: string;
  /** Shown on the confirming button while `onConfirm` runs (default "Working…"). */
  pendingLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Solid red confirming button (deleting, removing); otherwise the primary button. */
  destructive?: boolean;
  /**
   * The work. The dialog closes when it resolves; when it throws, the dialog stays open with the
   * error inside (`errorText` of the error, or `errorMessage`), and whatever was typed stays.
   */
  onConfirm: () => unknown;
  /** Turns a failure into the text shown in the dialog (default: the error catalogue's text). */
  errorMessage?: (error: unknown) => string;
  /** Extra content between the question and the buttons: a reason field, a list of what is affected. */
  children?: React.ReactNode;
  /** The button that opens the dialog (uncontrolled use); or control it with `open` / `onOpenChange`. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Disables the confirming button (e.g. a required reason is empty). */
  confirmDisabled?: boolean;
  /**
   * For work whose outcome must be read (a bulk delete: what was deleted and what was not): the
   * dialog does not close when `onConfirm` resolves but shows `children` (the caller renders the
   * outcome there, and the progress while the work runs) with one button of this text, which closes it.
   */
  doneLabel?: string;
}

/**
 * The one confirm dialog (Radix AlertDialog). One behaviour on failure: it stays open, shows the
 * error inside and keeps any typed input; while the work runs the confirming button shows it is
 * pending and the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  errorMessage = errorText,
  children,
  trigger,
  open: openProp,
  onOpenChange,
  confirmDisabled = false,
  doneLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [failure, setFailure] = React.useState<string | undefined>(undefined);
  const [done, setDone] = React.useState(false);
  const open = openProp ?? ownOpen;

  const setOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setFailure(undefined);
      setDone(false);
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setFailure(undefined);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      if (doneLabel !== undefined) {
        setDone(true);
        return;
      }
      setOwnOpen(false);
      onOpenChange?.(false);
    } catch (error) {
      setPending(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogContent
        data-slot="confirm-dialog"
        aria-busy={pending || undefined}
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description !== undefined && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        {children}
        {failure !== undefined && (
          <InlineAlert variant="error" appearance="box">
            {failure}
          </InlineAlert>
        )}
        <AlertDialogFooter>
          {done ? (
            <Button
              onClick={() => {
                setOpen(false);
              }}
            >
              {doneLabel}
            </Button>
          ) : (
            <>
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="outline" disabled={pending}>
                  {cancelLabel ?? t('adsmanager.KIT_CANCEL')}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button
                variant={destructive ? 'destructive' : 'default'}
                disabled={pending || confirmDisabled}
                aria-disabled={pending || undefined}
                onClick={() => {
                  void confirm();
                }}
              >
                {pending && <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
                {pending ? (pendingLabel ?? t('adsmanager.KIT_WORKING')) : confirmLabel}
              </Button>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
