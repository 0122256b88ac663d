/**
 * `reporting/tvc-request/create` (TVC-002, NS-62; internal with tvcrequest.write): a TVC request
 * for a campaign of the account, with requested dates and notes. The server's eligibility check
 * (TVC-004: a non-Draft ad group without test population) answers at the campaign field; a failed
 * save keeps the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { useCreateTvcRequestMutation, useTvcCampaigns } from '../queries';
import {
  EMPTY_TVC_REQUEST_FORM,
  MAX_TVC_NOTES,
  toTvcRequestCreate,
  tvcRequestFieldOf,
  tvcRequestFormSchema,
} from '../tvc-rules';

const SELECT = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

export function TvcRequestCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const navigate = useNavigate();
  const campaigns = useTvcCampaigns(accountId);
  const form = useForm({ resolver: zodResolver(tvcRequestFormSchema), defaultValues: EMPTY_TVC_REQUEST_FORM });
  const create = useCreateTvcRequestMutation();
  const server = useServerForm(form, {
    save: (values, idempotent) => {
      const data = toTvcRequestCreate(values);
      return create.mutateAsync({ accountId, data, headers: idempotent(data) });
    },
    fieldOf: tvcRequestFieldOf,
    failure: (message) => t('adsmanager.TVC_CREATE_FAILED', { message }),
    onSaved: async ({ data: request }) => {
      toast.success(t('adsmanager.TVC_CREATED', { id: request.tvcRequestId }));
      await navigate(paths.tvcRequest(accountId, request.tvcRequestId));
    },
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby="tvc-create-title" className="grid max-w-xl gap-4 p-6">
      <Link
        to={paths.tvcRequests(accountId)}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('adsmanager.TVC_BACK')}
      </Link>
      <h1 id="tvc-create-title" className="text-2xl font-semibold">
        {t('adsmanager.TVC_CREATE_TITLE')}
      </h1>
      {campaigns.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('adsmanager.TVC_CAMPAIGNS_FAILED', { message: errorText(campaigns.error) })}
        </p>
      )}
      <ServerForm server={server} className="grid gap-4" aria-label={t('adsmanager.TVC_CREATE_TITLE')}>
        <Field label={t('adsmanager.TVC_FIELD_CAMPAIGN')} error={errors.campaignId?.message} required>
          <select id="tvc-campaign" className={SELECT} {...form.register('campaignId')}>
            <option value="">{t('adsmanager.TVC_FIELD_CAMPAIGN_CHOOSE')}</option>
            {(campaigns.data?.data ?? []).map((campaign) => (
              <option key={campaign.campaignId} value={String(campaign.campaignId)}>
                {`${campaign.name} (${String(campaign.campaignId)})`}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adsmanager.TVC_FIELD_START')} error={errors.requestedStartDate?.message} required>
          <Input id="tvc-start" type="date" {...form.register('requestedStartDate')} />
        </Field>
        <Field label={t('adsmanager.TVC_FIELD_END')} error={errors.requestedEndDate?.message} required>
          <Input id="tvc-end" type="date" {...form.register('requestedEndDate')} />
        </Field>
        <Field
          label={t('adsmanager.TVC_FIELD_NOTES')}
          description={t('adsmanager.TVC_FIELD_NOTES_HELP')}
          error={errors.notes?.message}
        >
          <Textarea id="tvc-notes" rows={4} maxLength={MAX_TVC_NOTES} {...form.register('notes')} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.TVC_SAVING') : t('adsmanager.TVC_SAVE')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
