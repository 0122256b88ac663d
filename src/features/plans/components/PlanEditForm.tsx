/** PLAN-006: rename and IO number; the PATCH carries only name and ioNumber. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { readPastCache } from '@/api/query-client';
import { toast } from '@/lib/toast';
import { etagOf } from '@/components/forms/concurrency';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import type { Plan } from '@generated/campaign-build/model';
import { planFieldOf, planFormSchema, planFormValues, toPlanPatch } from '../plan-rules';
import { planQueryOptions, useUpdatePlanMutation } from '../queries';
import { PlanFields } from './PlanFields';

const PLAN_FIELD_LABELS = { name: 'adsmanager.PLAN_FIELD_NAME', ioNumber: 'adsmanager.PLAN_FIELD_IO_NUMBER' } as const;

/** `version`: the ETag the plan was read with, the version its PATCH sends (NS-92). */
export function PlanEditForm({ plan, version }: { plan: Plan; version?: string | undefined }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(planFormSchema), defaultValues: planFormValues(plan) });
  const { reset } = form;
  const update = useUpdatePlanMutation();
  const queryClient = useQueryClient();
  // NS-90: the plan's unsaved input is kept in the browser.
  const draft = useDraftOption(`plan:${String(plan.accountId)}:${String(plan.planId)}`);
  const server = useServerForm(form, {
    save: async (values, _idempotent, versioned) =>
      versioned.track(
        await update.mutateAsync({
          accountId: plan.accountId,
          planId: plan.planId,
          data: toPlanPatch(values),
          headers: versioned.headers(),
        }),
      ),
    concurrency: {
      loaded: { versions: { main: version }, values: planFormValues(plan) },
      reload: async () => {
        const answer = await readPastCache(queryClient, planQueryOptions(plan.accountId, plan.planId));
        return { versions: { main: etagOf(answer) }, values: planFormValues(answer.data) };
      },
      entity: t('adsmanager.CONFLICT_ENTITY_PLAN'),
      label: (path) => (Object.hasOwn(PLAN_FIELD_LABELS, path) ? t(PLAN_FIELD_LABELS[path as 'name']) : undefined),
    },
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
