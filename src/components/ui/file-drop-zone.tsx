import * as React from 'react';
import { ImageUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface FileDropZoneProps {
  /** Injected by Field: the control it labels (the zone's button, or Replace once a file is shown). */
  id?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
  /** The native input's `accept`: what the picker offers. The owner still checks what it is given. */
  accept: string;
  disabled?: boolean;
  /** A file chosen in the picker or dropped on the zone (the first, when several are dropped). */
  onFile: (file: File) => void;
  /** What the empty zone says: "Drop a PNG or JPEG here, or choose a file". */
  prompt: React.ReactNode;
  /** The file once there is one (a thumbnail): the zone becomes it, with Replace and Remove. */
  preview?: React.ReactNode;
  /** Names of the Replace and Remove buttons ("Replace Hero image"); their visible text is `replaceText` / `removeText`. */
  replaceLabel: string;
  removeLabel: string;
  replaceText: string;
  removeText: string;
  onRemove: () => void;
  className?: string;
}

/**
 * A file field in the kit's look (issue 24): an empty zone is one button — click, Enter or Space
 * opens the picker — that also takes a file dropped on it; with a `preview` it is the picture with
 * Replace and Remove (a file dropped on it replaces it too). The native `<input type="file">` is
 * hidden inside; nothing shows "Choose File · No file chosen". Put it in a Field: the Field's label
 * names the zone's button (or Replace), and its description and error are announced with it.
 */
export function FileDropZone({
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  accept,
  disabled = false,
  onFile,
  prompt,
  preview,
  replaceLabel,
  removeLabel,
  replaceText,
  removeText,
  onRemove,
  className,
}: FileDropZoneProps) {
  const input = React.useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const [dragDepth, setDragDepth] = React.useState(0);
  const dragging = dragDepth > 0 && !disabled;
  const choose = () => input.current?.click();
  const control = { id, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy, disabled };

  const dropHandlers = {
    onDragEnter: (event: React.DragEvent) => {
      event.preventDefault();
      setDragDepth((depth) => depth + 1);
    },
    onDragLeave: () => {
      setDragDepth((depth) => Math.max(0, depth - 1));
    },
    onDragOver: (event: React.DragEvent) => {
      // Without this the browser opens the dropped file in the tab.
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDrop: (event: React.DragEvent) => {
      event.preventDefault();
      setDragDepth(0);
      const file = event.dataTransfer.files[0];
      if (file && !disabled) onFile(file);
    },
  };

  return (
    <div
      data-slot="file-drop-zone"
      data-dragging={dragging || undefined}
      className={cn('grid gap-2', className)}
      {...dropHandlers}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a refusal) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {preview === undefined ? (
        <button
          type="button"
          {...control}
          className={cn(
            'flex min-h-28 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-input bg-background px-4 py-6 text-center text-sm text-muted-foreground transition-colors outline-none hover:border-primary hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            dragging && 'border-primary bg-accent text-accent-foreground',
          )}
          onClick={choose}
        >
          <ImageUpIcon aria-hidden="true" className="size-6" />
          <span>{prompt}</span>
        </button>
      ) : (
        <div
          className={cn(
            'flex flex-wrap items-end gap-3 rounded-md border border-input p-3',
            dragging && 'border-2 border-dashed border-primary bg-accent',
          )}
        >
          {preview}
          <div className="flex gap-2">
            <Button variant="outline" size="sm" {...control} aria-label={replaceLabel} onClick={choose}>
              {replaceText}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={removeLabel}
              className="border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onRemove}
            >
              {removeText}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
