import { TriangleAlertIcon, WrenchIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useFlag, useFlagPayload } from '@/access';
import { maintenanceMessage, targetingMaintenanceFeatures } from './payloads';

export const BANNER_CLASSES = 'flex items-start gap-3 border-b px-4 py-2 text-sm';

/** SHELL-059: the message of flag maintenance-banner-message, shown only when the flag is on and has one. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const enabled = useFlag('maintenance-banner-message');
  const message = maintenanceMessage(useFlagPayload('maintenance-banner-message'));
  if (!enabled || message === undefined) return null;
  const label = t('adsmanager.SHELL_MAINTENANCE');
  return (
    <section aria-label={label} className={`${BANNER_CLASSES} border-warning/40 bg-warning-subtle text-warning`}>
      <WrenchIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{label}: </strong>
        {message}
      </p>
    </section>
  );
}

/**
 * SHELL-060, NS-11: flag enable-targeting-maintenance lists the unavailable targeting features
 * (payload: an array of names); without a list the banner says targeting is under maintenance.
 */
export function TargetingMaintenanceBanner() {
  const { t } = useTranslation();
  const enabled = useFlag('enable-targeting-maintenance');
  const features = targetingMaintenanceFeatures(useFlagPayload('enable-targeting-maintenance'));
  if (!enabled) return null;
  const title = t('adsmanager.SHELL_TARGETING_MAINTENANCE');
  return (
    <section aria-label={title} className={`${BANNER_CLASSES} border-warning/40 bg-warning-subtle text-warning`}>
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {features !== undefined && (
          <>
            <p>{t('adsmanager.SHELL_TARGETING_MAINTENANCE_LIST')}</p>
            <ul className="list-disc pl-5">
              {features.map((feature, index) => (
                <li key={`${String(index)}:${feature}`}>{feature}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
