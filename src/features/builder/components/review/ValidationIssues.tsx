import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import type { IssueGroup } from '../../validation';

export type IssuesState =
  | { kind: 'skipped' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; groups: IssueGroup[] };

/** WIZ-029…038: the campaign's issues, grouped by entity name. */
export function ValidationIssues({ state }: { state: IssuesState }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-issues" className="rounded-lg border p-4">
      <h2 id="review-issues" className="mb-3 text-lg font-semibold">
        {t('adsmanager.REVIEW_ISSUES')}
      </h2>
      {state.kind === 'skipped' && (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_ISSUES_SKIPPED')}</p>
      )}
      {state.kind === 'loading' && <Spinner label={t('adsmanager.REVIEW_ISSUES_LOADING')} />}
      {state.kind === 'failed' && <InlineMessage variant="error">{state.message}</InlineMessage>}
      {state.kind === 'ready' &&
        (state.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_ISSUES_NONE')}</p>
        ) : (
          <ul className="grid gap-3">
            {state.groups.map((group) => (
              <li key={group.entity}>
                <h3 className="mb-1 text-sm font-medium">{group.entity}</h3>
                <ul aria-label={group.entity} className="grid gap-1">
                  {group.issues.map((issue) => (
                    <li key={`${issue.key}|${JSON.stringify(issue.values ?? {})}`}>
                      <InlineMessage
                        variant={issue.severity === 'fatal' ? 'error' : 'warning'}
                        variantLabel={t(
                          issue.severity === 'fatal'
                            ? 'adsmanager.REVIEW_ISSUE_FATAL'
                            : 'adsmanager.REVIEW_ISSUE_WARNING',
                        )}
                      >
                        {t(issue.key, issue.values)}
                      </InlineMessage>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
