import { Navigate, useParams } from 'react-router';
import { NotFoundError } from '@/access';
import { ComingPage } from '@/components/system/coming-page';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';

const COUNTRIES = ['us', 'gb'] as const;
type RedemptionsCountry = (typeof COUNTRIES)[number];

/** `/admin/redemptions`: GB staff land on gb, everyone else on us (SHELL-021). */
export function RedemptionsEntry() {
  const { i18n } = useTranslation();
  return <Navigate to={paths.redemptionsCountry(i18n.language === 'en-GB' ? 'gb' : 'us')} replace />;
}

/** `/admin/redemptions/{us|gb}`; any other country segment is not a page. */
export function RedemptionsCountry() {
  const { countryCode } = useParams();
  if (!COUNTRIES.includes(countryCode as RedemptionsCountry)) throw new NotFoundError('Country');
  return <ComingPage area="adsmanager.AREA_REDEMPTIONS" />;
}
