/**
 * `/advertiser/{accountId}/plan/create`: creates a plan with the POST plans call and opens it
 * (PLAN-005). The plan-name conflict shows the catalogue message at the name field (API-014); a
 * failed save keeps every field; leaving with unsaved input asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccount } from '@/access';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { PlanFields } from '../components/PlanFields';
import { EMPTY_PLAN_FORM, planFieldOf, planFormSchema, toPlanCreate } from '../plan-rules';
import { useCreatePlanMutation } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function PlanCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(planFormSchema), defaultValues: EMPTY_PLAN_FORM });
  const create = useCreatePlanMutation();
  // NS-90: a new plan's unsaved input is kept per account.
  const draft = useDraftOption(`plan:${String(accountId)}:new`);
  const server = useServerForm(form, {
    save: (values, idempotent) => {
      const data = toPlanCreate(values);
      return create.mutateAsync({ accountId, data, headers: idempotent(data) });
    },
    fieldOf: planFieldOf,
    failure: (message) => t('adsmanager.PLAN_CREATE_FAILED', { message }),
    onSaved: async ({ data: plan }) => {
      toast.success(t('adsmanager.PLAN_CREATED', { name: plan.name }));
      await navigate(paths.plan(accountId, plan.planId));
    },
    draft,
  });

  return (
    <section aria-labelledby="plan-create-title" className="grid max-w-xl gap-4 p-6">
      <Link to={paths.plans(accountId)} className={cn(TEXT_LINK, 'w-fit text-sm')}>
        {t('adsmanager.PLANS_BACK_TO_LIST')}
      </Link>
      <h1 id="plan-create-title" className="text-2xl font-semibold">
        {t('adsmanager.PLAN_CREATE_TITLE')}
      </h1>
      <ServerForm server={server} className="grid gap-4">
        <PlanFields idPrefix="plan-create" register={form.register} errors={form.formState.errors} />
        <div className="flex gap-2">
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.PLAN_CREATE_SAVING') : t('adsmanager.PLAN_CREATE_SUBMIT')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
