import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';

const SHORTCUTS: readonly { keys: readonly string[]; labelKey: MessageKey }[] = [
  { keys: ['mod', 'K'], labelKey: 'adsmanager.PALETTE_SHORTCUT_OPEN' },
  { keys: ['↑', '↓'], labelKey: 'adsmanager.PALETTE_SHORTCUT_MOVE' },
  { keys: ['Enter'], labelKey: 'adsmanager.PALETTE_SHORTCUT_ENTER' },
  { keys: ['Esc'], labelKey: 'adsmanager.PALETTE_SHORTCUT_ESCAPE' },
  { keys: ['Backspace'], labelKey: 'adsmanager.PALETTE_SHORTCUT_BACKSPACE' },
  { keys: ['?'], labelKey: 'adsmanager.PALETTE_SHORTCUT_HELP' },
];

/** The keyboard shortcuts ('?'); `modifier` is how this platform names the palette key's modifier. */
export function Shortcuts({ modifier }: { modifier: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="palette-shortcuts" className="grid gap-1 p-2" data-slot="palette-shortcuts">
      <h2 id="palette-shortcuts" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('adsmanager.PALETTE_SHORTCUTS')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(({ keys, labelKey }) => (
          <div key={labelKey} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd key={key} className="rounded border bg-muted px-1.5 text-xs">
                  {key === 'mod' ? modifier : key}
                </kbd>
              ))}
            </dt>
            <dd>{t(labelKey)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
