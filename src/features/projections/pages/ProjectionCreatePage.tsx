/**
 * `projection/create` and `plan/{planId}/projection/create` (PROJ-009): the projection request,
 * prefilled from the opportunity of an IO number when asked (NS-71). A saved request opens its run;
 * a failed one keeps every field, a 400 shows at the field it names.
 */
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccount } from '@/access';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { BackLink } from '../components/BackLink';
import { ProjectionForm } from '../components/form/ProjectionForm';
import { useProjectionForm } from '../components/form/use-projection-form';
import { usePlanName } from '../queries';
import { projectionPath } from './projection-columns';

function ProjectionCreate() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const planId = useRouteId('plan');
  const planName = usePlanName(accountId, planId);
  const navigate = useNavigate();
  const state = useProjectionForm({
    accountId,
    planId,
    currency: countryRules(account.bookingCountry).currency,
    onSaved: async (projection) => {
      toast.success(t('adsmanager.PROJECTION_CREATED', { name: projection.name }));
      await navigate(projectionPath(accountId, projection));
    },
  });

  return (
    <section aria-labelledby="projection-create-title" className="grid max-w-4xl gap-4 p-6">
      <BackLink accountId={accountId} planId={planId} />
      <h1 id="projection-create-title" className="text-2xl font-semibold">
        {planId === undefined
          ? t('adsmanager.PROJECTION_CREATE_TITLE')
          : t('adsmanager.PROJECTION_CREATE_TITLE_IN_PLAN', { name: planName })}
      </h1>
      <ProjectionForm state={state} accountBrands={account.brands ?? []} />
    </section>
  );
}

export const ProjectionCreatePage = withRouteIdBoundary(ProjectionCreate);
