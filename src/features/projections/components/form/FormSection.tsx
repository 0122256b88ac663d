import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';

/** One group of the request form, named by its legend. */
export function FormSection({
  legend,
  optional = false,
  children,
}: {
  legend: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">
        {legend}
        {optional && (
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {t('adsmanager.PROJECTION_OPTIONAL_SECTION')}
          </span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * A field's description with the prefill mark first (NS-71): "From opportunity" while the field
 * holds what the opportunity gave it.
 */
export function markedHelp(prefilled: boolean, help?: ReactNode): ReactNode {
  if (!prefilled) return help;
  return (
    <>
      <PrefillMark /> {help}
    </>
  );
}

function PrefillMark() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" data-prefilled="true">
      {t('adsmanager.PROJECTION_PREFILLED_MARK')}
    </Badge>
  );
}
