/**
 * The command palette (issue 26, NS-86): a dialog with one search box and the results below it,
 * driven by cmdk (arrow keys move, Enter opens, Escape closes). Loaded on first use by
 * ./PaletteTrigger.tsx. The results' rules are in ./palette-rules.ts; this file renders them.
 */
import { Command } from 'cmdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/api/errors';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';
import { isShortcutsQuery, type PaletteItem } from './palette-rules';
import { useAccountGroups } from './account-groups';
import { GROUP_CLASSES, PaletteRow, ROW_CLASSES } from './PaletteRow';
import { Shortcuts } from './Shortcuts';
import { GROUP_HEADINGS } from './headings';
import { usePaletteResults } from './use-palette-results';
import { useRecentItems } from './recent';

export type PalettePage = 'all' | 'accounts' | 'shortcuts';

export interface PaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page the palette opens on ('shortcuts' for the '?' key). */
  initialPage?: PalettePage;
  /** How this platform names the palette key's modifier (⌘ or Ctrl). */
  modifier: string;
}

export function Palette({ open, onOpenChange, initialPage = 'all', modifier }: PaletteProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="command-palette"
        showCloseButton={false}
        className="top-[12vh] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-2xl"
      >
        <DialogTitle className="sr-only">{t('adsmanager.PALETTE_TITLE')}</DialogTitle>
        <DialogDescription className="sr-only">{t('adsmanager.PALETTE_DESCRIPTION')}</DialogDescription>
        {open && (
          <PaletteBody
            initialPage={initialPage}
            modifier={modifier}
            onClose={() => {
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({
  initialPage,
  modifier,
  onClose,
}: {
  initialPage: PalettePage;
  modifier: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialPage === 'shortcuts' ? '?' : '');
  const [page, setPage] = useState<PalettePage>(initialPage === 'accounts' ? 'accounts' : 'all');
  const { recent, remember } = useRecentItems();
  const shortcuts = page === 'all' && isShortcutsQuery(query);
  const results = usePaletteResults(shortcuts || page !== 'all' ? '' : query, recent);
  const accountGroups = useAccountGroups(page === 'accounts' ? query : '');
  const groups = page === 'accounts' ? accountGroups : results.groups;
  // The first row is selected whenever the selected one is gone (results arrive as they are found).
  const [selected, setSelected] = useState('');
  const first = groups[0]?.items[0]?.key ?? '';
  const selectedShown = groups.some((group) => group.items.some((item) => item.key === selected));
  if (!selectedShown && selected !== first) setSelected(first);

  const openItem = (item: PaletteItem) => {
    const { target } = item;
    if ('path' in target) {
      remember(item);
      onClose();
      void navigate(target.path, target.state ? { state: target.state } : undefined);
    } else if (target.command === 'switchAccount') {
      setPage('accounts');
      setQuery('');
    } else {
      onClose();
      results.pageCommands.find((command) => command.id === target.id)?.run();
    }
  };

  const placeholder =
    page === 'accounts' ? t('adsmanager.PALETTE_ACCOUNTS_PLACEHOLDER') : t('adsmanager.PALETTE_PLACEHOLDER');
  const empty = page === 'all' && groups.length === 0 && !results.searching && query.trim() !== '';

  return (
    <Command
      // cmdk names its input by this label.
      label={page === 'accounts' ? placeholder : t('adsmanager.PALETTE_INPUT_LABEL')}
      shouldFilter={false}
      loop
      value={selected}
      onValueChange={setSelected}
      className="flex max-h-[min(70dvh,36rem)] flex-col"
      onKeyDown={(event) => {
        if (event.key === 'Backspace' && query === '' && page === 'accounts') {
          event.preventDefault();
          setPage('all');
        }
      }}
    >
      <div className="flex items-center gap-2 border-b px-3">
        {page === 'accounts' && (
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => {
              setPage('all');
            }}
          >
            {t('adsmanager.PALETTE_BACK')}
          </button>
        )}
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder={placeholder}
          className="h-12 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        <kbd className="hidden rounded border px-1.5 text-xs text-muted-foreground sm:inline">Esc</kbd>
      </div>
      {shortcuts ? (
        <Shortcuts modifier={modifier} />
      ) : (
        <Command.List
          data-slot="palette-results"
          aria-label={t('adsmanager.PALETTE_RESULTS')}
          className="overflow-y-auto overscroll-contain p-2"
        >
          {groups.map((group) => (
            <Command.Group key={group.id} heading={t(GROUP_HEADINGS[group.id])} className={GROUP_CLASSES}>
              {group.items.map((item) => (
                <PaletteRow key={item.key} item={item} onOpen={openItem} />
              ))}
            </Command.Group>
          ))}
          {empty && (
            <Command.Empty className={`${ROW_CLASSES} text-muted-foreground`}>
              {t('adsmanager.PALETTE_NO_RESULTS', { query: query.trim() })}
            </Command.Empty>
          )}
        </Command.List>
      )}
      <p role="status" aria-live="polite" className="border-t px-3 py-1.5 text-xs text-muted-foreground empty:hidden">
        {page === 'all' && !shortcuts && results.searching ? t('adsmanager.PALETTE_SEARCHING') : null}
        {page === 'all' && !shortcuts && results.searchError
          ? t('adsmanager.PALETTE_SEARCH_FAILED', { message: errorText(results.searchError) })
          : null}
      </p>
    </Command>
  );
}
