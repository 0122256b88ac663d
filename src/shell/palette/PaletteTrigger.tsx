/**
 * The palette's button in the header and its keys on every signed-in page: ⌘K / Ctrl+K opens (or
 * closes) it, '?' outside a text field opens it on the shortcuts. The palette itself (cmdk, its
 * reads and its messages) loads on first use, as the header's other popups do.
 */
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deferredModule, useDeferredModule } from '@/components/ui/use-deferred-module';
import { loadAreaMessages } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { isPaletteShortcut, isShortcutsKey, shortcutKeyLabel } from './keys';
import type { PalettePage } from './Palette';

const loadPalette = deferredModule(() =>
  Promise.all([import('./Palette'), loadAreaMessages()]).then(([module]) => module),
);

export function PaletteTrigger() {
  const { t } = useTranslation();
  const palette = useDeferredModule(loadPalette);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<PalettePage>('all');
  const { request } = palette;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        setPage('all');
        setOpen((wasOpen) => !wasOpen);
        request();
      } else if (isShortcutsKey(event, event.target)) {
        event.preventDefault();
        setPage('shortcuts');
        setOpen(true);
        request();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [request]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        data-slot="palette-trigger"
        aria-haspopup="dialog"
        aria-expanded={open && palette.module !== undefined}
        aria-keyshortcuts="Meta+K Control+K"
        aria-busy={palette.pending || undefined}
        className="gap-2 text-muted-foreground"
        onPointerEnter={palette.preload}
        onFocus={palette.preload}
        onClick={() => {
          setPage('all');
          setOpen(true);
          request();
        }}
      >
        <SearchIcon aria-hidden="true" />
        <span>{t('adsmanager.PALETTE_OPEN')}</span>
        <kbd aria-hidden="true" className="hidden rounded border bg-muted px-1.5 text-xs sm:inline">
          {shortcutKeyLabel()} K
        </kbd>
      </Button>
      {palette.module && (
        <palette.module.Palette open={open} onOpenChange={setOpen} initialPage={page} modifier={shortcutKeyLabel()} />
      )}
    </>
  );
}
