/**
 * `/advertiser/{accountId}/brands`: the brand ids of the open account (ACCT-018). With
 * adsmanager.account.write they can be added and removed and saved with the PUT brands call; the
 * answer (the account) is what is shown afterwards; a failed save keeps the edited list, and leaving
 * with unsaved changes asks first. Read-only otherwise.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useAccess, useAccount } from '@/access';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import {
  brandsFormSchema,
  brandsOfAccount,
  newBrandIdSchema,
  sameBrands,
  toBrandsUpdate,
  type BrandsForm,
} from '../brand-rules';
import { useUpdateBrandsMutation } from '../queries';
import type { Account } from '@generated/aura/model';

const BRANDS_FORM_ID = 'brands-form';

export function BrandsPage() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const canEdit = useAccess().can('adsmanager.account.write');
  const save = useUpdateBrandsMutation();

  // What the server last told us: the last saved account, else the open account. Kept in state, not
  // read from the mutation: a new save's pending state has no data and would show the old list.
  const [lastSaved, setLastSaved] = useState<Account>();
  const savedAccount = lastSaved ?? account;
  const saved = brandsOfAccount(savedAccount.brands);
  const form = useForm<BrandsForm>({ resolver: zodResolver(brandsFormSchema), defaultValues: { brandIds: saved } });
  const draft = useWatch({ control: form.control, name: 'brandIds' });
  const setDraft = (change: (current: number[]) => number[]) => {
    form.setValue('brandIds', change(form.getValues('brandIds')), { shouldDirty: true });
  };
  const changed = !sameBrands(draft, saved);
  const server = useServerForm(form, {
    save: ({ brandIds }) => save.mutateAsync({ accountId, data: toBrandsUpdate(brandIds) }),
    // The list is one field of its own: every failure shows at the top.
    fieldOf: () => undefined,
    failure: (message) => t('adsmanager.BRANDS_SAVE_FAILED', { message }),
    onSaved: (answer) => {
      setLastSaved(answer.data);
      form.reset({ brandIds: brandsOfAccount(answer.data.brands) });
      toast.success(t('adsmanager.BRANDS_SAVED'));
    },
  });
  const listError = form.formState.errors.brandIds?.message;

  return (
    <section aria-labelledby="brands-title" className="grid max-w-xl gap-4 p-6">
      <div>
        <h1 id="brands-title" className="text-2xl font-semibold">
          {t('adsmanager.BRANDS_TITLE')}
        </h1>
        <p className="text-sm text-muted-foreground">{savedAccount.name}</p>
      </div>

      {!canEdit && <InlineMessage variant="info" title={t('adsmanager.BRANDS_READ_ONLY')} />}

      <ServerForm server={server} guard={canEdit} id={BRANDS_FORM_ID} className="grid gap-4">
        {listError !== undefined && <InlineMessage variant="error" title={listError} />}
        <BrandList
          ids={canEdit ? draft : saved}
          editable={canEdit}
          busy={server.isSubmitting}
          onRemove={(id) => {
            setDraft((current) => current.filter((entry) => entry !== id));
          }}
        />
        {saved.length > 0 && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('adsmanager.BRANDS_SAVED_LIST', { brands: saved.join(', ') })}
          </p>
        )}
      </ServerForm>

      {canEdit && (
        <>
          {/* Its own form: adding an id to the list is not saving the list. */}
          <AddBrand
            existing={draft}
            busy={server.isSubmitting}
            onAdd={(id) => {
              setDraft((current) => [...current, id]);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" form={BRANDS_FORM_ID} disabled={!changed || server.isSubmitting}>
              {server.isSubmitting ? t('adsmanager.BRANDS_SAVING') : t('adsmanager.BRANDS_SAVE')}
            </Button>
            <Button
              variant="outline"
              disabled={!changed || server.isSubmitting}
              onClick={() => {
                form.reset({ brandIds: saved });
                server.clearFormError();
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

/** `busy`: a save is on its way; the list waits for its answer (which replaces it). */
function BrandList({
  ids,
  editable,
  busy,
  onRemove,
}: {
  ids: readonly number[];
  editable: boolean;
  busy: boolean;
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
              disabled={busy}
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

function AddBrand({
  existing,
  busy,
  onAdd,
}: {
  existing: readonly number[];
  busy: boolean;
  onAdd: (id: number) => void;
}) {
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
      <Button type="submit" variant="outline" className="mt-6" disabled={busy}>
        <PlusIcon aria-hidden="true" />
        {t('adsmanager.BRANDS_ADD')}
      </Button>
    </form>
  );
}
