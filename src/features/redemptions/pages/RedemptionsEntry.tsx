import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';

/** `/admin/redemptions`: GB staff land on gb, everyone else on us (SHELL-021). */
export function RedemptionsEntry() {
  const { i18n } = useTranslation();
  return <Navigate to={paths.redemptionsCountry(i18n.language === 'en-GB' ? 'gb' : 'us')} replace />;
}
