import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';

/** One group of the request form: the kit's Section, titled (and named) "<title> (optional)" where optional. */
export function FormSection({
  title,
  optional = false,
  children,
}: {
  title: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section
      title={
        <>
          {title}
          {optional && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {t('adsmanager.PROJECTION_OPTIONAL_SECTION')}
            </span>
          )}
        </>
      }
    >
      {children}
    </Section>
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
