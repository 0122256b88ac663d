/** PLAN-006: rename and IO number; the PATCH carries only name and ioNumber. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import type { Plan } from '@generated/campaign-build/model';
import { planFieldOf, planFormSchema, planFormValues, toPlanPatch } from '../plan-rules';
import { useUpdatePlanMutation } from '../queries';
import { PlanFields } from './PlanFields';

export function PlanEditForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(planFormSchema), defaultValues: planFormValues(plan) });
  const { reset } = form;
  const update = useUpdatePlanMutation();
  // NS-90: the plan's unsaved input is kept in the browser.
  const draft = useDraftOption(`plan:${String(plan.accountId)}:${String(plan.planId)}`);
  const server = useServerForm(form, {
    save: (values) => update.mutateAsync({ accountId: plan.accountId, planId: plan.planId, data: toPlanPatch(values) }),
    fieldOf: planFieldOf,
    failure: (message) => t('adsmanager.PLAN_EDIT_FAILED', { message }),
    onSaved: ({ data: saved }) => {
      reset(planFormValues(saved));
      toast.success(t('adsmanager.PLAN_EDIT_SAVED', { name: saved.name }));
    },
    draft,
  });
  const { isSubmitting } = server;
  const isDirty = server.unsaved.dirty;

  return (
    <section aria-labelledby="plan-edit-title" className="grid max-w-xl gap-3">
      <h2 id="plan-edit-title" className="text-lg font-semibold">
        {t('adsmanager.PLAN_EDIT_TITLE')}
      </h2>
      <ServerForm server={server} className="grid gap-4">
        <PlanFields idPrefix="plan-edit" register={form.register} errors={form.formState.errors} />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('adsmanager.PLAN_EDIT_SAVING') : t('adsmanager.PLAN_EDIT_SUBMIT')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              server.clearFormError();
              reset(planFormValues(plan));
            }}
          >
            {t('adsmanager.PLAN_EDIT_RESET')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
