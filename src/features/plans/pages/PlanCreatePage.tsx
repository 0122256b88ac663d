/**
 * `/advertiser/{accountId}/plan/create`: creates a plan with the POST plans call and opens it
 * (PLAN-005). The plan-name conflict shows the catalogue message at the name field (API-014); a
 * failed save keeps every field; leaving with unsaved input asks first.
 */
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { useCreatePlan } from '@generated/campaign-build/campaign-build';
import { PlanFields } from '../components/PlanFields';
import { UnsavedChangesGuard } from '@/components/forms/UnsavedChangesGuard';
import { EMPTY_PLAN_FORM, planFormFieldOf, planFormSchema, toPlanCreate, type PlanFormOutput } from '../model';
import { planChanged } from '../queries';

export function PlanCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(planFormSchema), defaultValues: EMPTY_PLAN_FORM });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const saved = useRef(false);
  const create = useCreatePlan();

  const submit = async (values: PlanFormOutput) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync({
        accountId,
        data: toPlanCreate(values),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      const plan = answer.data;
      saved.current = true;
      toast.success(t('adsmanager.PLAN_CREATED', { name: plan.name }));
      await planChanged(queryClient, plan);
      await navigate(paths.plan(accountId, plan.planId));
    } catch (error) {
      const field = planFormFieldOf(error);
      if (field) setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      else setFormError(t('adsmanager.PLAN_CREATE_FAILED', { message: errorText(error) }));
    }
  };

  return (
    <section aria-labelledby="plan-create-title" className="grid max-w-xl gap-4 p-6">
      <Link to={paths.plans(accountId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('adsmanager.PLANS_BACK_TO_LIST')}
      </Link>
      <h1 id="plan-create-title" className="text-2xl font-semibold">
        {t('adsmanager.PLAN_CREATE_TITLE')}
      </h1>

      {formError !== undefined && <InlineMessage variant="error" title={formError} />}

      <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <PlanFields idPrefix="plan-create" register={register} errors={errors} />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('adsmanager.PLAN_CREATE_SAVING') : t('adsmanager.PLAN_CREATE_SUBMIT')}
          </Button>
        </div>
      </form>

      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
    </section>
  );
}
