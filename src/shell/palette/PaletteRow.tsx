import { Command } from 'cmdk';
import {
  Building2Icon,
  FileTextIcon,
  LayersIcon,
  LayoutGridIcon,
  MegaphoneIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { KIND_LABELS } from './headings';
import type { ItemKind, PaletteItem } from './palette-rules';

const ICONS: Readonly<Record<ItemKind, LucideIcon>> = {
  screen: LayoutGridIcon,
  action: ZapIcon,
  account: Building2Icon,
  campaign: MegaphoneIcon,
  adGroup: LayersIcon,
  ad: FileTextIcon,
};

export const ROW_CLASSES = 'flex items-center gap-3 rounded-md px-2 py-2 text-sm';

export const GROUP_CLASSES =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase';

/** One result: its kind (icon and text), label and detail; selected by the arrow keys or the pointer. */
export function PaletteRow({ item, onOpen }: { item: PaletteItem; onOpen: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.kind];
  return (
    <Command.Item
      value={item.key}
      onSelect={() => {
        onOpen(item);
      }}
      data-kind={item.kind}
      className={`${ROW_CLASSES} cursor-pointer data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{item.label}</span>
        {item.detail && <span className="truncate text-xs text-muted-foreground">{item.detail}</span>}
      </span>
      <span className="shrink-0 rounded border px-1 text-xs text-muted-foreground">{t(KIND_LABELS[item.kind])}</span>
    </Command.Item>
  );
}
