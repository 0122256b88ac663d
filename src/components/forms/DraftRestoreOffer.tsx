/**
 * The offer of a kept draft at the top of a form (NS-90): "Restore your unsaved changes from 2:32
 * PM?" with Restore and Discard, and — on a form with images or files — that those not uploaded
 * were not kept. A labelled region whose question is a status message; both buttons are in the tab
 * order.
 */
import { useId } from 'react';
import { HistoryIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MESSAGE_TONES } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { draftTime } from './drafts';
import type { DraftState } from './use-draft';

export function DraftRestoreOffer({ draft }: { draft: DraftState }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (!draft.offer) return null;
  const tone = MESSAGE_TONES.info;
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      data-slot="draft-offer"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border px-3 py-2 text-sm text-foreground',
        tone.box,
      )}
    >
      <HistoryIcon aria-hidden="true" className={cn('size-4 shrink-0', tone.text)} />
      <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
        <p id={titleId} role="status" className="font-medium">
          {t('adsmanager.DRAFT_OFFER', { time: draftTime(draft.offer.savedAt, i18n.language) })}
        </p>
        {draft.offer.files && <p className="text-muted-foreground">{t('adsmanager.DRAFT_OFFER_FILES')}</p>}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={draft.restore}>
          {t('adsmanager.DRAFT_RESTORE')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={draft.discard}>
          {t('adsmanager.DRAFT_DISCARD')}
        </Button>
      </div>
    </div>
  );
}
