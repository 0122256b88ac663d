/**
 * `ad-group/import` (WIZ-002, ADG-008): pick another campaign of the account, tick its ad groups,
 * import them (sourceAdGroupIds), then the created ad groups are listed with links. A failed import
 * says why and keeps the choice; "Import" again sends the same Idempotency-Key, so an answer lost
 * after the server saved creates nothing twice.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { InlineMessage } from '@/components/ui/inline-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { ChoiceField } from '@/components/ui/choice-field';
import { useBuilderScope, type BuilderScope } from '../components/wizard/builder-context';
import { useCampaignAdGroups, useImportAdGroupsMutation, useImportSourceCampaigns } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function ImportAdGroupsPage() {
  const scope = useBuilderScope();
  // The frame shows the campaign's own loading state and errors through the navigator's reads.
  if (scope === undefined) return null;
  return <ImportAdGroups scope={scope} />;
}

function ImportAdGroups({ scope }: { scope: BuilderScope }) {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const { campaign, basePath } = scope;
  const sources = useImportSourceCampaigns(accountId, campaign.campaignId);
  const [sourceId, setSourceId] = useState<number | undefined>();
  const sourceGroups = useCampaignAdGroups(accountId, sourceId);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<readonly number[] | undefined>();
  const key = useRef(newIdempotencyKey());
  const importGroups = useImportAdGroupsMutation(accountId, campaign.campaignId);

  const choose = (next: ReadonlySet<number>) => {
    setChosen(next);
    setProblem(undefined);
    // A different choice is a different intended import.
    key.current = newIdempotencyKey();
  };
  const submit = () => {
    if (chosen.size === 0) {
      setProblem(t('adsmanager.IMPORT_AD_GROUPS_CHOOSE_ONE'));
      return;
    }
    setProblem(undefined);
    importGroups.mutate(
      { sourceAdGroupIds: [...chosen], key: key.current },
      {
        onSuccess: (ids) => {
          setCreated(ids);
          setChosen(new Set());
          key.current = newIdempotencyKey();
        },
        onError: (error) => {
          setProblem(t('adsmanager.IMPORT_AD_GROUPS_FAILED', { message: errorText(error) }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="import-ad-groups" className="flex max-w-2xl flex-col gap-4 p-6">
      <h1 id="import-ad-groups" className="text-2xl font-semibold">
        {t('adsmanager.IMPORT_AD_GROUPS_TITLE')}
      </h1>
      <p className="text-muted-foreground">{t('adsmanager.IMPORT_AD_GROUPS_INTRO', { name: campaign.name })}</p>
      {created !== undefined && (
        <div role="status" className="flex flex-col gap-1 rounded-md border border-border p-3">
          <p>{t('adsmanager.IMPORT_AD_GROUPS_DONE', { count: created.length })}</p>
          <ul className="list-disc pl-6">
            {created.map((id) => (
              <li key={id}>
                <Link to={`${basePath}/ad-group/${String(id)}`} className={TEXT_LINK}>
                  {t('adsmanager.AD_GROUPS_COL_ID')} {id}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {sources.isPending && <Spinner label={t('adsmanager.AD_GROUPS_LOADING')} />}
      {sources.isError && (
        <LoadError
          title={t('adsmanager.IMPORT_AD_GROUPS_CAMPAIGNS_FAILED', { message: errorText(sources.error) })}
          retryLabel={t('adsmanager.AD_GROUPS_RETRY')}
          onRetry={() => sources.refetch()}
        />
      )}
      {sources.isSuccess &&
        (sources.data.length === 0 ? (
          <p>{t('adsmanager.IMPORT_AD_GROUPS_NO_CAMPAIGNS')}</p>
        ) : (
          <ChoiceField
            id="import-source"
            label={t('adsmanager.IMPORT_AD_GROUPS_SOURCE')}
            placeholder={t('adsmanager.IMPORT_AD_GROUPS_SOURCE_PLACEHOLDER')}
            value={sourceId === undefined ? '' : String(sourceId)}
            options={sources.data.map((source) => ({
              value: String(source.campaignId),
              label: `${source.name} (${String(source.campaignId)})`,
            }))}
            onChange={(value) => {
              setSourceId(Number(value));
              choose(new Set());
            }}
          />
        ))}
      {sourceId !== undefined && sourceGroups.isPending && <Spinner label={t('adsmanager.AD_GROUPS_LOADING')} />}
      {sourceGroups.isError && (
        <LoadError
          title={t('adsmanager.AD_GROUPS_LOAD_FAILED', { message: errorText(sourceGroups.error) })}
          retryLabel={t('adsmanager.AD_GROUPS_RETRY')}
          onRetry={() => sourceGroups.refetch()}
        />
      )}
      {sourceGroups.isSuccess && (
        <CheckboxGroup
          label={t('adsmanager.IMPORT_AD_GROUPS_GROUPS')}
          description={
            sourceGroups.data.data.length === 0 ? t('adsmanager.IMPORT_AD_GROUPS_NONE_IN_SOURCE') : undefined
          }
          options={sourceGroups.data.data.map((group) => ({ value: String(group.adGroupId), label: group.name }))}
          value={[...chosen].map(String)}
          onValueChange={(ids) => {
            choose(new Set(ids.map(Number)));
          }}
        />
      )}
      {problem !== undefined && <InlineMessage variant="error">{problem}</InlineMessage>}
      <div className="flex gap-3">
        {!scope.readOnly && sourceGroups.isSuccess && (
          <Button onClick={submit} disabled={importGroups.isPending}>
            {importGroups.isPending
              ? t('adsmanager.IMPORT_AD_GROUPS_RUNNING')
              : t('adsmanager.IMPORT_AD_GROUPS_SUBMIT', { count: chosen.size })}
          </Button>
        )}
        <Link to={`${basePath}/review`} className={cn(TEXT_LINK, 'self-center')}>
          {t('adsmanager.IMPORT_AD_GROUPS_TO_REVIEW')}
        </Link>
      </div>
    </section>
  );
}
