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
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Field, FieldRow } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
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
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function TvcRequestCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const navigate = useNavigate();
  const campaigns = useTvcCampaigns(accountId);
  const form = useForm({ resolver: zodResolver(tvcRequestFormSchema), defaultValues: EMPTY_TVC_REQUEST_FORM });
  const create = useCreateTvcRequestMutation();
  // NS-90: a new request's unsaved input is kept per account.
  const draft = useDraftOption(`tvc-request:${String(accountId)}:new`);
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
    draft,
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby="tvc-create-title" className="grid max-w-xl gap-4 p-6">
      <Link to={paths.tvcRequests(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
        {t('adsmanager.TVC_BACK')}
      </Link>
      <h1 id="tvc-create-title" className="text-2xl font-semibold">
        {t('adsmanager.TVC_CREATE_TITLE')}
      </h1>
      {campaigns.isError && (
        <LoadError
          title={t('adsmanager.TVC_CAMPAIGNS_FAILED', { message: errorText(campaigns.error) })}
          retryLabel={t('adsmanager.KIT_RETRY')}
          onRetry={() => campaigns.refetch()}
        />
      )}
      <ServerForm server={server} className="grid gap-4" aria-label={t('adsmanager.TVC_CREATE_TITLE')}>
        <Field label={t('adsmanager.TVC_FIELD_CAMPAIGN')} error={errors.campaignId?.message} required>
          <NativeSelect id="tvc-campaign" {...form.register('campaignId')}>
            <option value="">{t('adsmanager.TVC_FIELD_CAMPAIGN_CHOOSE')}</option>
            {(campaigns.data?.data ?? []).map((campaign) => (
              <option key={campaign.campaignId} value={String(campaign.campaignId)}>
                {`${campaign.name} (${String(campaign.campaignId)})`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <FieldRow>
          <DateField
            id="tvc-start"
            label={t('adsmanager.TVC_FIELD_START')}
            error={errors.requestedStartDate?.message}
            required
            {...form.register('requestedStartDate')}
          />
          <DateField
            id="tvc-end"
            label={t('adsmanager.TVC_FIELD_END')}
            error={errors.requestedEndDate?.message}
            required
            {...form.register('requestedEndDate')}
          />
        </FieldRow>
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
