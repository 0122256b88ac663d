/**
 * The 'IDs' tab (part 1 §2.6): an integer id (SHELL-052) is searched as a campaign, an ad group and
 * an ad (SHELL-054); matches show under 'Search results' (SHELL-053) and open the campaign review.
 * Opened matches are kept as recently searched entities (RECENT_ENTITIES_KEY, 10, newest first).
 */
import { useMutation } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useCallback, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { errorText } from '@/api/errors';
import { useUserStorage } from '@/auth/user-storage';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { MessageKey } from '@/i18n';
import { parseIntegerId } from '@/lib/ids';
import { pushRecent, RECENT_ENTITIES_KEY, RECENT_ENTITIES_MAX } from '@/lib/storage';
import {
  generatedIdSearchApi,
  RECENT_ENTITIES_VERSION,
  RecentEntitiesSchema,
  resultTarget,
  searchById,
  type EntityType,
  type IdSearchApi,
  type IdSearchResult,
} from './id-search';

const TYPE_LABEL: Record<EntityType, MessageKey> = {
  campaign: 'adsmanager.ENTITY_CAMPAIGN',
  adGroup: 'adsmanager.ENTITY_AD_GROUP',
  ad: 'adsmanager.ENTITY_AD',
};

const entityKey = (entity: IdSearchResult) => `${entity.type}:${String(entity.id)}`;

/** Recently searched entities of the signed-in user, newest first. */
export function useRecentEntities() {
  const storage = useUserStorage();
  const [recent, setRecent] = useState<IdSearchResult[]>(() =>
    storage.read(RECENT_ENTITIES_KEY, RecentEntitiesSchema, RECENT_ENTITIES_VERSION, []),
  );
  const remember = useCallback(
    (entity: IdSearchResult) => {
      const current = storage.read(RECENT_ENTITIES_KEY, RecentEntitiesSchema, RECENT_ENTITIES_VERSION, []);
      const next = pushRecent(current, entity, { key: entityKey, max: RECENT_ENTITIES_MAX });
      storage.write(RECENT_ENTITIES_KEY, RECENT_ENTITIES_VERSION, next);
      setRecent(next);
    },
    [storage],
  );
  return { recent, remember };
}

export interface IdSearchProps {
  /** Called once a result is being opened (the popup closes). */
  onNavigate?: () => void;
  /** The global reads; the generated functions unless a test injects others. */
  api?: IdSearchApi;
  /** Focus the id field when shown (the tab was chosen to type an id). */
  focusOnMount?: boolean;
}

export function IdSearch({ onNavigate, api = generatedIdSearchApi, focusOnMount = false }: IdSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const inputId = `${ids}-id`;
  const problemId = `${ids}-problem`;
  const resultsHeadingId = `${ids}-results`;
  const recentHeadingId = `${ids}-recent`;
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { recent, remember } = useRecentEntities();
  // The failure shows under the field (search.error), not as a toast too.
  const search = useMutation({ mutationFn: (id: number) => searchById(id, api), meta: { suppressErrorToast: true } });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseIntegerId(text);
    if (id === undefined) {
      setInvalid(true);
      search.reset();
      return;
    }
    setInvalid(false);
    search.mutate(id);
  };

  const open = (entity: IdSearchResult) => {
    remember(entity);
    onNavigate?.();
    const target = resultTarget(entity);
    void navigate(target.path, { state: target.state });
  };

  return (
    <div className="grid gap-4" data-slot="id-search">
      <form role="search" onSubmit={onSubmit} className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('adsmanager.ID_SEARCH_LABEL')}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            // The tab is chosen to type an id.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusOnMount}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? problemId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (invalid) setInvalid(false);
            }}
          />
          <Button type="submit" disabled={search.isPending}>
            <SearchIcon aria-hidden="true" />
            {t('adsmanager.ID_SEARCH_BUTTON')}
          </Button>
        </div>
        <p id={problemId} aria-live="polite" className="text-sm text-destructive">
          {invalid ? t('adsmanager.ID_SEARCH_INTEGER_ONLY') : null}
        </p>
      </form>

      {search.isPending && <Spinner label={t('adsmanager.ID_SEARCH_SEARCHING')} />}

      {search.isError && (
        <InlineMessage variant="error" title={t('adsmanager.ID_SEARCH_FAILED')}>
          {errorText(search.error)}
        </InlineMessage>
      )}

      {search.isSuccess && (
        <section aria-labelledby={resultsHeadingId} className="grid gap-1">
          <h2 id={resultsHeadingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('adsmanager.SEARCH_RESULTS')}
          </h2>
          {search.data.length === 0 ? (
            <p role="status" className="py-2 text-sm text-muted-foreground">
              {t('adsmanager.NO_RESULTS_FOUND')}
            </p>
          ) : (
            <EntityList entities={search.data} labelledBy={resultsHeadingId} onOpen={open} />
          )}
        </section>
      )}

      {recent.length > 0 && (
        <section aria-labelledby={recentHeadingId} className="grid gap-1">
          <h2 id={recentHeadingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('adsmanager.RECENTLY_SEARCHED')}
          </h2>
          <EntityList entities={recent} labelledBy={recentHeadingId} onOpen={open} />
        </section>
      )}
    </div>
  );
}

function EntityList({
  entities,
  labelledBy,
  onOpen,
}: {
  entities: readonly IdSearchResult[];
  labelledBy: string;
  onOpen: (entity: IdSearchResult) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1">
      {entities.map((entity) => (
        <li key={entityKey(entity)}>
          <button
            type="button"
            onClick={() => {
              onOpen(entity);
            }}
            className="grid w-full cursor-pointer gap-0.5 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <span className="flex items-baseline gap-2 text-sm">
              <span className="rounded border px-1 text-xs font-medium">{t(TYPE_LABEL[entity.type])}</span>
              <span className="truncate font-medium">{entity.name}</span>
            </span>
            <span className="text-xs text-muted-foreground">
              {t('adsmanager.ENTITY_ID', { id: entity.id })} ·{' '}
              {t('adsmanager.ENTITY_ACCOUNT', { accountId: entity.accountId })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
