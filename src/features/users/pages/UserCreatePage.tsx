/**
 * `/advertiser/{accountId}/user/create`: adds a user to the open account (ACCT-014). Sends e-mail
 * (trimmed), first name, last name and role. A signed-in user who is not internal is offered only
 * Campaign Viewer (ACCESS-009). A failed save keeps every field; leaving with unsaved input asks.
 */
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAccess, useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { UnsavedChangesGuard } from '@/components/forms/UnsavedChangesGuard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/lib/paths';
import { getListAccountUsersQueryKey, useCreateAccountUser } from '@generated/aura/aura';
import { BackToUsersLink } from '../components/BackToUsersLink';
import {
  assignableRoles,
  EMPTY_USER_CREATE,
  toUserCreate,
  userCreateFieldOf,
  userCreateSchema,
  type UserCreateInput,
  type UserCreateOutput,
} from '../model';

export function UserCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const { isInternal } = useAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = assignableRoles(isInternal);
  const [schema] = useState(() => userCreateSchema(roles));
  const onlyRole = roles.length === 1 ? roles[0] : undefined;

  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_USER_CREATE, roleName: onlyRole ?? '' } satisfies UserCreateInput,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const saved = useRef(false);
  const create = useCreateAccountUser();

  const submit = async (values: UserCreateOutput) => {
    setFormError(undefined);
    try {
      const answer = await create.mutateAsync({
        accountId,
        data: toUserCreate(values),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      saved.current = true;
      toast.success(t('adsmanager.USER_CREATED', { email: answer.data.email }));
      await queryClient.invalidateQueries({ queryKey: getListAccountUsersQueryKey(accountId) });
      await navigate(paths.users(accountId));
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? userCreateFieldOf(error.field) : undefined;
      if (field) setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      else setFormError(t('adsmanager.USER_CREATE_FAILED', { message: errorText(error) }));
    }
  };

  return (
    <section aria-labelledby="user-create-title" className="grid max-w-xl gap-4 p-6">
      <BackToUsersLink accountId={accountId} />
      <h1 id="user-create-title" className="text-2xl font-semibold">
        {t('adsmanager.USER_CREATE_TITLE')}
      </h1>

      {formError !== undefined && <InlineMessage variant="error" title={formError} />}

      <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <Field label={t('adsmanager.USER_FIELD_EMAIL')} error={errors.email?.message} required>
          <Input id="user-email" type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('adsmanager.USER_FIELD_FIRST_NAME')} error={errors.firstName?.message} required>
          <Input id="user-first-name" autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label={t('adsmanager.USER_FIELD_LAST_NAME')} error={errors.lastName?.message} required>
          <Input id="user-last-name" autoComplete="off" {...register('lastName')} />
        </Field>
        <Controller
          control={control}
          name="roleName"
          render={({ field, fieldState }) => (
            <Field
              label={t('adsmanager.USER_FIELD_ROLE')}
              htmlFor="user-role"
              error={fieldState.error?.message}
              description={onlyRole === undefined ? undefined : t('adsmanager.USER_ROLE_EXTERNAL_ONLY')}
              required
            >
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id="user-role"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-required
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={
                    [
                      onlyRole === undefined ? undefined : 'user-role-description',
                      fieldState.error ? 'user-role-error' : undefined,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  <SelectValue placeholder={t('adsmanager.USER_ROLE_PLACEHOLDER')} />
                </SelectTrigger>
                <SelectContent>
                  {roles.map((role) => (
                    <SelectItem key={role} value={role}>
                      {role}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('adsmanager.USER_CREATE_SAVING') : t('adsmanager.USER_CREATE_SUBMIT')}
          </Button>
        </div>
      </form>

      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
    </section>
  );
}
