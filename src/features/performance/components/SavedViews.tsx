/**
 * Saved views of the report: save the current choices under a name, reopen one (its query string
 * replaces the URL's), delete one. Kept per user and account (saved-view-rules.ts).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useUserStorage } from '@/auth/user-storage';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranslation } from '@/i18n/react';
import { MAX_VIEW_NAME, readViews, withView, withoutView, writeViews, type SavedView } from '../saved-view-rules';

export function SavedViews({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const storage = useUserStorage();
  const navigate = useNavigate();
  const location = useLocation();
  const [views, setViews] = useState<SavedView[]>(() => readViews(storage, accountId));
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);

  const store = (next: SavedView[]) => {
    writeViews(storage, accountId, next);
    setViews(next);
  };
  const open = (viewName: string) => {
    setChosen(viewName);
    const view = views.find((candidate) => candidate.name === viewName);
    if (view) void navigate({ pathname: location.pathname, search: view.search ? `?${view.search}` : '' });
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-sm font-medium">
        {t('adsmanager.REPORT_VIEWS')}
        <NativeSelect
          value={chosen}
          onChange={(event) => {
            open(event.target.value);
          }}
        >
          <option value="">{t('adsmanager.REPORT_VIEWS_CHOOSE')}</option>
          {views.map((view) => (
            <option key={view.name} value={view.name}>
              {view.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      {chosen !== '' && (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            store(withoutView(views, chosen));
            toast.success(t('adsmanager.REPORT_VIEW_DELETED', { name: chosen }));
            setChosen('');
          }}
        >
          {t('adsmanager.REPORT_VIEW_DELETE')}
        </Button>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (trimmed === '') {
            setNameError(true);
            return;
          }
          const replaced = views.some((view) => view.name === trimmed);
          store(withView(views, { name: trimmed, search: location.search.replace(/^\?/, '') }));
          setChosen(trimmed.slice(0, MAX_VIEW_NAME));
          setName('');
          setNameError(false);
          toast.success(
            t(replaced ? 'adsmanager.REPORT_VIEW_REPLACED' : 'adsmanager.REPORT_VIEW_SAVED', { name: trimmed }),
          );
        }}
      >
        <label className="grid gap-1 text-sm font-medium">
          {t('adsmanager.REPORT_VIEW_NAME')}
          <Input
            value={name}
            maxLength={MAX_VIEW_NAME}
            aria-invalid={nameError || undefined}
            aria-describedby={nameError ? 'report-view-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </label>
        <Button type="submit" variant="outline">
          {t('adsmanager.REPORT_VIEW_SAVE')}
        </Button>
        {nameError && (
          <p id="report-view-name-error" role="alert" className="text-sm text-destructive">
            {t('adsmanager.REPORT_VIEW_NAME_REQUIRED')}
          </p>
        )}
      </form>
    </div>
  );
}
