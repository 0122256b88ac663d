/**
 * `/advertiser/{accountId}/brands`: the brand ids of the open account (ACCT-018). With
 * adsmanager.account.write they can be added and removed and saved with the PUT brands call; the
 * answer (the account) is what is shown afterwards. Read-only otherwise.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, XIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { toast } from 'sonner';
import { useAccess, useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { useSessionUser } from '@/auth/session-user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { getListUserAccountsQueryKey, useUpdateAccountBrands } from '@generated/aura/aura';
import { brandIdsSchema, brandsOfAccount, newBrandIdSchema, sameBrands, toBrandsUpdate } from '../model';

export function BrandsPage() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const canEdit = useAccess().can('adsmanager.account.write');
  const { email } = useSessionUser();
  const queryClient = useQueryClient();
  const save = useUpdateAccountBrands();

  // What the server last told us: the saved account's brands, else the open account's.
  const savedAccount = save.data?.data ?? account;
  const saved = brandsOfAccount(savedAccount.brands);
  const [draft, setDraft] = useState<number[]>(saved);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const changed = !sameBrands(draft, saved);

  const onSave = () => {
    setSaveError(undefined);
    const checked = brandIdsSchema.safeParse(draft);
    if (!checked.success) {
      setSaveError(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { accountId, data: toBrandsUpdate(checked.data) },
      {
        onSuccess: (answer) => {
          setDraft(brandsOfAccount(answer.data.brands));
          toast.success(t('adsmanager.BRANDS_SAVED'));
          void queryClient.invalidateQueries({ queryKey: getListUserAccountsQueryKey(email) });
        },
        onError: (error) => {
          setSaveError(t('adsmanager.BRANDS_SAVE_FAILED', { message: errorText(error) }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="brands-title" className="grid max-w-xl gap-4 p-6">
      <div>
        <h1 id="brands-title" className="text-2xl font-semibold">
          {t('adsmanager.BRANDS_TITLE')}
        </h1>
        <p className="text-sm text-muted-foreground">{savedAccount.name}</p>
      </div>

      {!canEdit && <InlineMessage variant="info" title={t('adsmanager.BRANDS_READ_ONLY')} />}
      {saveError !== undefined && <InlineMessage variant="error" title={saveError} />}

      <BrandList
        ids={canEdit ? draft : saved}
        editable={canEdit}
        onRemove={(id) => {
          setDraft((current) => current.filter((entry) => entry !== id));
        }}
      />

      {saved.length > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('adsmanager.BRANDS_SAVED_LIST', { brands: saved.join(', ') })}
        </p>
      )}

      {canEdit && (
        <>
          <AddBrand
            existing={draft}
            onAdd={(id) => {
              setDraft((current) => [...current, id]);
            }}
          />
          <div className="flex gap-2">
            <Button onClick={onSave} disabled={!changed || save.isPending}>
              {save.isPending ? t('adsmanager.BRANDS_SAVING') : t('adsmanager.BRANDS_SAVE')}
            </Button>
            <Button
              variant="outline"
              disabled={!changed || save.isPending}
              onClick={() => {
                setDraft(saved);
                setSaveError(undefined);
              }}
            >
              {t('adsmanager.BRANDS_RESET')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function BrandList({
  ids,
  editable,
  onRemove,
}: {
  ids: readonly number[];
  editable: boolean;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (ids.length === 0) return <p className="text-sm">{t('adsmanager.BRANDS_NONE')}</p>;
  return (
    <ul aria-label={t('adsmanager.BRANDS_LIST_LABEL')} className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li key={id} className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
          <span>{id}</span>
          {editable && (
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={t('adsmanager.BRANDS_REMOVE', { id })}
              title={t('adsmanager.BRANDS_REMOVE', { id })}
              onClick={() => {
                onRemove(id);
              }}
            >
              <XIcon aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function AddBrand({ existing, onAdd }: { existing: readonly number[]; onAdd: (id: number) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ brandId: string }>({ defaultValues: { brandId: '' } });
  const onSubmit = handleSubmit(({ brandId }) => {
    const parsed = newBrandIdSchema(existing).safeParse(brandId);
    if (!parsed.success) return;
    onAdd(parsed.data);
    reset();
  });

  return (
    <form noValidate className="flex items-start gap-2" onSubmit={(event) => void onSubmit(event)}>
      <Field
        label={t('adsmanager.BRANDS_NEW_ID')}
        description={t('adsmanager.BRANDS_NEW_ID_HELP')}
        error={errors.brandId?.message}
        className="flex-1"
      >
        <Input
          id="brand-id"
          inputMode="numeric"
          autoComplete="off"
          {...register('brandId', {
            validate: (text) => {
              const parsed = newBrandIdSchema(existing).safeParse(text);
              return parsed.success || (parsed.error.issues[0]?.message ?? false);
            },
          })}
        />
      </Field>
      <Button type="submit" variant="outline" className="mt-6">
        <PlusIcon aria-hidden="true" />
        {t('adsmanager.BRANDS_ADD')}
      </Button>
    </form>
  );
}
