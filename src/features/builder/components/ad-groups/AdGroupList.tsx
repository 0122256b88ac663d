/**
 * The campaign's ad groups on the review (part 2 §7 "Ad groups"): the campaign-wide list in priority
 * order (ADG-004), reordered by dragging a row's handle or, with the handle focused, by the up and
 * down arrow keys; every move PUTs the full id list (ADG-006), and a failed PUT puts the previous
 * order back and says so. Each row's actions: duplicate N copies (ADG-007) and delete with
 * confirmation. Read-only campaigns list their ad groups without handles or actions.
 */
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { changedRows } from '@/components/forms/conflict-rules';
import { DuplicateDialog } from '@/components/bulk/DuplicateDialog';
import { CampaignStatusBadge } from '@/features/campaigns';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTableVirtualizer } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import type { AdGroup } from '@generated/campaign-build/model';
import {
  useCampaignAdGroups,
  useDeleteAdGroupMutation,
  useDuplicateAdGroupCopies,
  useReorderAdGroupsMutation,
} from '../../queries';
import { TABLE_LINK } from '@/components/ui/link-styles';
import { RowActionsMenu } from './RowActionsMenu';

export interface AdGroupListProps {
  accountId: number;
  campaignId: number;
  /** The campaign's builder path; ad group links go below it. */
  basePath: string;
  readOnly: boolean;
}

/** Row height of the windowed list (a campaign holds up to 500 ad groups). */
const ROW_HEIGHT = 49;

type Dialog = { kind: 'duplicate' | 'delete'; adGroup: AdGroup } | undefined;

export function AdGroupList({ accountId, campaignId, basePath, readOnly }: AdGroupListProps) {
  const { t } = useTranslation();
  const query = useCampaignAdGroups(accountId, campaignId);
  const reorder = useReorderAdGroupsMutation(accountId, campaignId);
  const [announcement, setAnnouncement] = useState('');
  const [reorderProblem, setReorderProblem] = useState<string | undefined>();
  const [focusId, setFocusId] = useState<number | undefined>();
  const [dialog, setDialog] = useState<Dialog>();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const adGroups = query.data?.data ?? [];
  const { scrollRef, virtualizer, virtualRows, paddingTop, paddingBottom } = useTableVirtualizer({
    count: adGroups.length,
    getItemKey: (index) => adGroups[index]?.adGroupId ?? index,
    rowHeight: ROW_HEIGHT,
  });

  useEffect(() => {
    if (focusId === undefined) return;
    document.getElementById(handleId(focusId))?.focus();
  }, [focusId, query.data]);
  const move = (from: number, to: number) => {
    const moved = adGroups[from];
    if (moved === undefined || to < 0 || to >= adGroups.length || from === to) return;
    const order = arrayMove(
      adGroups.map((group) => group.adGroupId),
      from,
      to,
    );
    setReorderProblem(undefined);
    setFocusId(moved.adGroupId);
    virtualizer.scrollToIndex(to, { align: 'auto' });
    setAnnouncement(t('adsmanager.AD_GROUPS_MOVED', { name: moved.name, position: to + 1, count: adGroups.length }));
    reorder.mutate(order, {
      onError: (error) => {
        setAnnouncement('');
        if (!isListChanged(error)) {
          setReorderProblem(t('adsmanager.AD_GROUPS_REORDER_FAILED', { message: errorText(error) }));
          return;
        }
        // NS-92: the list changed under the user: read it again and say how many rows changed.
        void query.refetch().then((fresh) => {
          const count = changedRows(order, fresh.data?.data.map((group) => group.adGroupId) ?? []);
          setReorderProblem(t('adsmanager.AD_GROUPS_LIST_CHANGED', { count }));
        });
      },
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null) return;
    const from = adGroups.findIndex((group) => group.adGroupId === active.id);
    const to = adGroups.findIndex((group) => group.adGroupId === over.id);
    move(from, to);
  };

  return (
    <section aria-labelledby="ad-groups-title" className="flex flex-col gap-3">
      <h2 id="ad-groups-title" className="text-lg font-semibold">
        {t('adsmanager.AD_GROUPS_TITLE')}
      </h2>
      {query.isPending && <Spinner label={t('adsmanager.AD_GROUPS_LOADING')} />}
      {query.isError && (
        <LoadError
          title={t('adsmanager.AD_GROUPS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.AD_GROUPS_RETRY')}
          onRetry={() => query.refetch()}
        />
      )}
      {query.isSuccess && adGroups.length === 0 && (
        <p className="text-muted-foreground">
          {t(readOnly ? 'adsmanager.AD_GROUPS_EMPTY_READ_ONLY' : 'adsmanager.AD_GROUPS_EMPTY')}
        </p>
      )}
      {reorderProblem !== undefined && <InlineMessage variant="error">{reorderProblem}</InlineMessage>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {adGroups.length > 0 && (
        <>
          {!readOnly && (
            <p id="ad-groups-reorder-help" className="text-sm text-muted-foreground">
              {t('adsmanager.AD_GROUPS_REORDER_HELP')}
            </p>
          )}
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <SortableContext items={adGroups.map((group) => group.adGroupId)} strategy={verticalListSortingStrategy}>
              <div
                ref={scrollRef}
                role="region"
                aria-label={t('adsmanager.AD_GROUPS_SCROLL_LABEL')}
                // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="relative max-h-[36rem] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Table aria-labelledby="ad-groups-title" aria-rowcount={adGroups.length + 1}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_PRIORITY')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_NAME')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_STATUS')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_ID')}</TableHead>
                      {!readOnly && <TableHead>{t('adsmanager.AD_GROUPS_COL_ACTIONS')}</TableHead>}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {paddingTop > 0 && (
                      <tr aria-hidden="true">
                        <td colSpan={COLUMNS} style={{ height: paddingTop, padding: 0 }} />
                      </tr>
                    )}
                    {virtualRows.map(({ index }) => {
                      const adGroup = adGroups[index];
                      if (adGroup === undefined) return null;
                      return (
                        <AdGroupRow
                          key={adGroup.adGroupId}
                          adGroup={adGroup}
                          index={index}
                          basePath={basePath}
                          readOnly={readOnly}
                          onMove={(step) => {
                            move(index, index + step);
                          }}
                          onAction={(kind) => {
                            setDialog({ kind, adGroup });
                          }}
                        />
                      );
                    })}
                    {paddingBottom > 0 && (
                      <tr aria-hidden="true">
                        <td colSpan={COLUMNS} style={{ height: paddingBottom, padding: 0 }} />
                      </tr>
                    )}
                  </TableBody>
                </Table>
              </div>
            </SortableContext>
          </DndContext>
        </>
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateAdGroup
          accountId={accountId}
          adGroup={dialog.adGroup}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAdGroup
          accountId={accountId}
          adGroup={dialog.adGroup}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      )}
    </section>
  );
}

const COLUMNS = 5;
const handleId = (adGroupId: number) => `ad-group-handle-${String(adGroupId)}`;

interface AdGroupRowProps {
  adGroup: AdGroup;
  /** 0-based place in the list. */
  index: number;
  basePath: string;
  readOnly: boolean;
  onMove: (step: -1 | 1) => void;
  onAction: (kind: 'duplicate' | 'delete') => void;
}

function AdGroupRow({ adGroup, index, basePath, readOnly, onMove, onAction }: AdGroupRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: adGroup.adGroupId,
    disabled: readOnly,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <TableRow
      ref={setNodeRef}
      data-index={index}
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT, transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-muted' : undefined}
    >
      <TableCell>
        <div className="flex items-center gap-1">
          {!readOnly && (
            <button
              type="button"
              id={handleId(adGroup.adGroupId)}
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-roledescription={undefined}
              aria-describedby="ad-groups-reorder-help"
              aria-label={t('adsmanager.AD_GROUPS_REORDER_HANDLE', { name: adGroup.name })}
              onKeyDown={onKeyDown}
              className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          )}
          <span>{index + 1}</span>
        </div>
      </TableCell>
      <TableCell>
        <Link to={`${basePath}/ad-group/${String(adGroup.adGroupId)}`} className={TABLE_LINK}>
          {adGroup.name}
        </Link>
      </TableCell>
      <TableCell>
        <CampaignStatusBadge status={adGroup.adGroupStatus} />
      </TableCell>
      <TableCell>{adGroup.adGroupId}</TableCell>
      {!readOnly && (
        <TableCell>
          <RowActionsMenu
            label={t('adsmanager.AD_GROUPS_ACTIONS', { name: adGroup.name })}
            labels={{ duplicate: t('adsmanager.AD_GROUPS_DUPLICATE'), delete: t('adsmanager.AD_GROUPS_DELETE') }}
            open={{ label: t('adsmanager.REVIEW_RUN_OPEN'), to: `${basePath}/ad-group/${String(adGroup.adGroupId)}` }}
            onAction={onAction}
          />
        </TableCell>
      )}
    </TableRow>
  );
}

function DuplicateAdGroup({
  accountId,
  adGroup,
  onClose,
}: {
  accountId: number;
  adGroup: AdGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useDuplicateAdGroupCopies(accountId, adGroup.adGroupId);
  return (
    <DuplicateDialog
      title={t('adsmanager.AD_GROUPS_DUPLICATE_TITLE', { name: adGroup.name })}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      run={run}
      describeCopy={(copy) => ({ key: copy.adGroupId, label: `${copy.name} (${String(copy.adGroupId)})` })}
    />
  );
}

function DeleteAdGroup({ accountId, adGroup, onClose }: { accountId: number; adGroup: AdGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAdGroupMutation(accountId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('adsmanager.AD_GROUPS_DELETE_NAMED', { name: adGroup.name })}
      description={t('adsmanager.AD_GROUPS_DELETE_TEXT')}
      confirmLabel={t('adsmanager.AD_GROUPS_DELETE_CONFIRM')}
      cancelLabel={t('adsmanager.AD_GROUPS_CANCEL')}
      destructive
      errorMessage={(error) =>
        t('adsmanager.AD_GROUPS_DELETE_FAILED', { name: adGroup.name, message: errorText(error) })
      }
      onConfirm={async () => {
        await remove.mutateAsync(adGroup.adGroupId);
        toast.success(t('adsmanager.AD_GROUPS_DELETED', { name: adGroup.name }));
      }}
    />
  );
}

/**
 * A reorder refused because the list is not the one the user saw: a version conflict (409, 412)
 * or the server's 400 saying the order does not list the campaign's ad groups (ADG-006).
 */
function isListChanged(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 409 || error.status === 412 || (error.status === 400 && error.field === 'userPriorityOrder');
}
