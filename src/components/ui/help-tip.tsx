import { InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * "What is this?" beside a jargon field's label (issue 28 point 5): an ⓘ button reached by Tab that
 * shows one sentence on hover or focus (Radix tooltip); its name says which term it explains.
 */
export function HelpTip({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={t('adsmanager.KIT_HELP', { term })}
          className="inline-flex size-5 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <InfoIcon aria-hidden="true" className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{children}</TooltipContent>
    </Tooltip>
  );
}
