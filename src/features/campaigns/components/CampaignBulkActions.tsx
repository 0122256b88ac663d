/**
 * The toolbar over the campaign list for writers (NS-05): how many rows are selected, "Delete
 * selected" and, with exactly one selected, "Duplicate", with their dialogs. Deleted campaigns
 * leave the selection.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ListTable } from '@/components/ui/list-table';
import { useTranslation } from '@/i18n/react';
import type { CampaignRow } from '../campaign-rules';
import { DeleteCampaignsDialog } from './DeleteCampaignsDialog';
import { DuplicateCampaignDialog } from './DuplicateCampaignDialog';

export function CampaignBulkActions({ accountId, table }: { accountId: number; table: ListTable<CampaignRow> }) {
  const { t } = useTranslation();
  const selection = table.getSelectedRowModel().rows.map((row) => row.original);
  const duplicateSource = selection.length === 1 ? selection[0] : undefined;
  const [dialog, setDialog] = useState<'delete' | 'duplicate' | undefined>(undefined);
  // The campaigns being deleted stay as they were when the dialog opened.
  const [toDelete, setToDelete] = useState<CampaignRow[]>([]);
  const closed = (open: boolean) => {
    if (!open) setDialog(undefined);
  };
  const count = t('adsmanager.CAMPAIGNS_SELECTED', { count: selection.length });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="toolbar" aria-label={count}>
        <span aria-live="polite">{count}</span>
        <Button
          variant="destructive-outline"
          size="sm"
          disabled={selection.length === 0}
          onClick={() => {
            setToDelete(selection);
            setDialog('delete');
          }}
        >
          {t('adsmanager.CAMPAIGNS_DELETE_SELECTED')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={duplicateSource === undefined}
          onClick={() => {
            setDialog('duplicate');
          }}
        >
          {t('adsmanager.CAMPAIGNS_DUPLICATE_SELECTED')}
        </Button>
      </div>
      <DeleteCampaignsDialog
        accountId={accountId}
        campaigns={toDelete}
        open={dialog === 'delete'}
        onOpenChange={closed}
        onFinished={(result) => {
          table.setRowSelection((current) =>
            Object.fromEntries(Object.entries(current).filter(([id]) => !result.succeeded.includes(Number(id)))),
          );
        }}
      />
      {duplicateSource && (
        <DuplicateCampaignDialog
          accountId={accountId}
          campaign={duplicateSource}
          open={dialog === 'duplicate'}
          onOpenChange={closed}
        />
      )}
    </>
  );
}
