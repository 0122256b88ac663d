/**
 * `plan/{planId}`, `plan/{planId}/review` and `plan/{planId}/review/projections` (PLAN-008, NS-34):
 * the plan review — details and status badge, rename and IO number (PATCH name and ioNumber only,
 * PLAN-006), the plan's campaigns linking to the read-only builder (PLAN-009), "Add campaign" while
 * Draft, and "Accept plan" with the campaign shells (PLAN-007). The projections variant adds a note
 * pointing at the projections area. An invalid plan id shows 'Invalid plan id' (NS-35).
 */
import { useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useAccount, useCan } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { useRouteId, withRouteIdBoundary } from '@/features/builder';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import type { Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney, type Currency } from '@/lib/money';
import { paths, SEGMENTS } from '@/lib/paths';
import { useAcceptPlan, useUpdatePlan } from '@generated/campaign-build/campaign-build';
import type { Campaign, Plan } from '@generated/campaign-build/model';
import { PlanFields } from '../components/PlanFields';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { UnsavedChangesGuard } from '@/components/forms/UnsavedChangesGuard';
import {
  isDraftPlan,
  planFormFieldOf,
  planFormSchema,
  planFormValues,
  toAcceptBody,
  toPlanPatch,
  type PlanFormOutput,
} from '../model';
import { planCampaignsChanged, planChanged, usePlan, usePlanCampaigns } from '../queries';

const column = listColumnHelper<Campaign>();
const NO_CAMPAIGNS: Campaign[] = [];

interface Formatting {
  t: Translator['t'];
  accountId: number;
  planId: number;
  day: (iso: string) => string;
  money: (amount: number, currency: Currency) => string;
}

function campaignColumns({ t, accountId, planId, day, money }: Formatting) {
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_NAME'),
      cell: ({ row }) => (
        <Link
          to={paths.planCampaignReview(accountId, planId, row.original.campaignId)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('campaignType', {
      id: 'type',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_TYPE'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_TYPE_${getValue()}`),
    }),
    column.accessor('campaignStatus', {
      id: 'status',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_STATUS'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGN_STATUS_${getValue()}`),
    }),
    column.display({
      id: 'dates',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_DATES'),
      cell: ({ row }) =>
        t('adsmanager.PLAN_CAMPAIGNS_DATES', {
          start: day(row.original.startDateTime),
          end: day(row.original.endDateTime),
        }),
    }),
    column.accessor('budget', {
      id: 'budget',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_BUDGET'),
      cell: ({ row }) => money(row.original.budget, row.original.currency),
    }),
  ]);
}

function PlanReview() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const planId = useRouteId('plan');
  const { pathname } = useLocation();
  const isProjections = pathname.replace(/\/+$/, '').endsWith(`/${SEGMENTS.reviewProjections}`);
  const canWrite = useCan('adsmanager.campaign.write');
  const planQuery = usePlan(accountId, planId);
  const campaignsQuery = usePlanCampaigns(accountId, planId);
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;

  if (planId === undefined) return null;
  const backLink = (
    <Link to={paths.plans(accountId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t('adsmanager.PLANS_BACK_TO_LIST')}
    </Link>
  );

  if (planQuery.isError) {
    const notFound = planQuery.error instanceof ApiError && planQuery.error.status === 404;
    return (
      <section aria-labelledby="plan-review-title" className="grid gap-4 p-6">
        {backLink}
        <h1 id="plan-review-title" className="text-2xl font-semibold">
          {t('adsmanager.PLANS_TITLE')}
        </h1>
        <InlineMessage
          variant="error"
          title={
            notFound
              ? t('adsmanager.PLAN_REVIEW_NOT_FOUND', { planId })
              : t('adsmanager.PLAN_REVIEW_LOAD_FAILED', { message: errorText(planQuery.error) })
          }
        >
          {!notFound && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                void planQuery.refetch();
              }}
            >
              {t('adsmanager.PLANS_RETRY')}
            </Button>
          )}
        </InlineMessage>
      </section>
    );
  }
  if (planQuery.data === undefined) return <Spinner label={t('adsmanager.PLANS_LOADING')} className="py-8" />;

  const plan = planQuery.data.data;
  const when = (iso: string) => formatDateTime(iso, { timeZone, locale });
  const draft = isDraftPlan(plan);
  const campaigns = campaignsQuery.data?.data ?? NO_CAMPAIGNS;

  return (
    <section aria-labelledby="plan-review-title" className="grid gap-6 p-6">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="plan-review-title" className="text-2xl font-semibold">
          {t('adsmanager.PLAN_REVIEW_TITLE', { name: plan.name })}
        </h1>
        <PlanStatusBadge status={plan.status} />
      </div>

      {plan.status === 'Processing' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('adsmanager.PLAN_PROCESSING_NOTE')}
        </p>
      )}
      {plan.status === 'Failed' && <InlineMessage variant="warning" title={t('adsmanager.PLAN_FAILED_NOTE')} />}
      {isProjections && (
        <InlineMessage variant="info" title={t('adsmanager.PLAN_REVIEW_PROJECTIONS_NOTE')}>
          <Link
            to={paths.planReview(accountId, plan.planId)}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('adsmanager.PLAN_REVIEW_PROJECTIONS_LINK')}
          </Link>
        </InlineMessage>
      )}

      <section aria-labelledby="plan-details-title" className="grid gap-2">
        <h2 id="plan-details-title" className="text-lg font-semibold">
          {t('adsmanager.PLAN_REVIEW_DETAILS')}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_ID')}</dt>
          <dd>{plan.planId}</dd>
          <dt className="text-muted-foreground">{t('adsmanager.PLAN_FIELD_IO_NUMBER')}</dt>
          <dd>{plan.ioNumber ?? t('adsmanager.PLANS_NONE')}</dd>
          <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_STATUS')}</dt>
          <dd>{t(`adsmanager.PLAN_STATUS_${plan.status}`)}</dd>
          <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_CREATED')}</dt>
          <dd>{t('adsmanager.PLAN_REVIEW_BY', { date: when(plan.createDateTime), user: plan.createUser })}</dd>
          <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_UPDATED')}</dt>
          <dd>{t('adsmanager.PLAN_REVIEW_BY', { date: when(plan.updateDateTime), user: plan.updateUser })}</dd>
          {typeof plan.acceptedDateTime === 'string' && (
            <>
              <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_ACCEPTED')}</dt>
              <dd>{when(plan.acceptedDateTime)}</dd>
            </>
          )}
        </dl>
      </section>

      {canWrite && <PlanEditForm key={plan.planId} plan={plan} />}

      <section aria-labelledby="plan-campaigns-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-campaigns-title" className="text-lg font-semibold">
            {t('adsmanager.PLAN_CAMPAIGNS_TITLE')}
          </h2>
          {draft && canWrite && (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={paths.planCampaign(accountId, plan.planId, SEGMENTS.create)}>
                  <PlusIcon aria-hidden="true" />
                  {t('adsmanager.PLAN_ADD_CAMPAIGN')}
                </Link>
              </Button>
              <AcceptPlan plan={plan} campaigns={campaigns} ready={campaignsQuery.isSuccess} />
            </div>
          )}
        </div>
        {campaignsQuery.isError ? (
          <LoadError
            title={t('adsmanager.PLAN_CAMPAIGNS_LOAD_FAILED', { message: errorText(campaignsQuery.error) })}
            retryLabel={t('adsmanager.PLANS_RETRY')}
            onRetry={() => campaignsQuery.refetch()}
          />
        ) : campaignsQuery.data === undefined ? (
          <Spinner label={t('adsmanager.PLANS_LOADING')} className="py-4" />
        ) : (
          <PlanCampaigns
            campaigns={campaigns}
            accountId={accountId}
            planId={plan.planId}
            timeZone={timeZone}
            busy={campaignsQuery.isFetching}
          />
        )}
      </section>
    </section>
  );
}

function PlanCampaigns({
  campaigns,
  accountId,
  planId,
  timeZone,
  busy,
}: {
  campaigns: Campaign[];
  accountId: number;
  planId: number;
  timeZone: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(
    () =>
      campaignColumns({
        t,
        accountId,
        planId,
        day: (iso) => formatDate(iso, { timeZone, locale }),
        money: (amount, currency) => formatMoney(amount, currency, locale),
      }),
    [t, accountId, planId, timeZone, locale],
  );
  const table = useListTable({
    columns,
    data: campaigns,
    getRowId: (campaign) => String(campaign.campaignId),
  });
  return (
    <VirtualTable
      label={t('adsmanager.PLAN_CAMPAIGNS_LABEL')}
      table={table}
      empty={t('adsmanager.PLAN_CAMPAIGNS_EMPTY')}
      busy={busy}
    />
  );
}

/** PLAN-006: rename and IO number; the PATCH carries only name and ioNumber. */
function PlanEditForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(planFormSchema), defaultValues: planFormValues(plan) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const saved = useRef(false);
  const update = useUpdatePlan();

  const submit = async (values: PlanFormOutput) => {
    setFormError(undefined);
    try {
      const answer = await update.mutateAsync({
        accountId: plan.accountId,
        planId: plan.planId,
        data: toPlanPatch(values),
      });
      reset(planFormValues(answer.data));
      toast.success(t('adsmanager.PLAN_EDIT_SAVED', { name: answer.data.name }));
      await planChanged(queryClient, answer.data);
    } catch (error) {
      const field = planFormFieldOf(error);
      if (field) setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      else setFormError(t('adsmanager.PLAN_EDIT_FAILED', { message: errorText(error) }));
    }
  };

  return (
    <section aria-labelledby="plan-edit-title" className="grid max-w-xl gap-3">
      <h2 id="plan-edit-title" className="text-lg font-semibold">
        {t('adsmanager.PLAN_EDIT_TITLE')}
      </h2>
      {formError !== undefined && <InlineMessage variant="error" title={formError} />}
      <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <PlanFields idPrefix="plan-edit" register={register} errors={errors} />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('adsmanager.PLAN_EDIT_SAVING') : t('adsmanager.PLAN_EDIT_SUBMIT')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setFormError(undefined);
              reset(planFormValues(plan));
            }}
          >
            {t('adsmanager.PLAN_EDIT_RESET')}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
    </section>
  );
}

/** PLAN-007: "Accept plan" asks first, then PUTs the plan's campaigns as campaign shells. */
function AcceptPlan({ plan, campaigns, ready }: { plan: Plan; campaigns: readonly Campaign[]; ready: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const accept = useAcceptPlan();
  const empty = ready && campaigns.length === 0;

  const confirm = async () => {
    setFailure(undefined);
    try {
      const answer = await accept.mutateAsync({
        accountId: plan.accountId,
        planId: plan.planId,
        data: toAcceptBody(campaigns),
      });
      setOpen(false);
      toast.success(t('adsmanager.PLAN_ACCEPTED', { name: answer.data.name }));
      await Promise.all([planChanged(queryClient, answer.data), planCampaignsChanged(queryClient, plan.accountId)]);
    } catch (error) {
      setOpen(false);
      setFailure(t('adsmanager.PLAN_ACCEPT_FAILED', { message: errorText(error) }));
    }
  };

  return (
    <>
      <Button
        disabled={!ready || empty || accept.isPending}
        aria-describedby={empty ? 'plan-accept-needs-campaigns' : undefined}
        onClick={() => {
          setOpen(true);
        }}
      >
        {accept.isPending ? t('adsmanager.PLAN_ACCEPT_SENDING') : t('adsmanager.PLAN_ACCEPT')}
      </Button>
      {empty && (
        <p id="plan-accept-needs-campaigns" className="basis-full text-sm text-muted-foreground">
          {t('adsmanager.PLAN_ACCEPT_NEEDS_CAMPAIGNS')}
        </p>
      )}
      {failure !== undefined && <InlineMessage variant="error" title={failure} className="basis-full" />}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('adsmanager.PLAN_ACCEPT_TITLE', { name: plan.name })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('adsmanager.PLAN_ACCEPT_DESCRIPTION', { count: campaigns.length })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('adsmanager.PLANS_CANCEL')}</AlertDialogCancel>
            <AlertDialogAction
              disabled={accept.isPending}
              onClick={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              {t('adsmanager.PLAN_ACCEPT_CONFIRM')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

export const PlanReviewPage = withRouteIdBoundary(PlanReview);
