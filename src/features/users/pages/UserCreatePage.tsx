/**
 * `/advertiser/{accountId}/user/create`: adds a user to the open account (ACCT-014). Sends e-mail
 * (trimmed), first name, last name and role. A signed-in user who is not internal is offered only
 * Campaign Viewer (ACCESS-009). A failed save keeps every field; leaving with unsaved input asks.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccess, useAccount } from '@/access';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import type { RoleName } from '@generated/aura/model';
import { BackToUsersLink } from '../components/BackToUsersLink';
import { useCreateUserMutation } from '../queries';
import {
  assignableRoles,
  EMPTY_USER_CREATE,
  toUserCreate,
  userCreateFieldOf,
  userCreateSchema,
  type UserCreateInput,
} from '../user-rules';

export function UserCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const { isInternal } = useAccess();
  const navigate = useNavigate();
  const roles = assignableRoles(isInternal);
  const [schema] = useState(() => userCreateSchema(roles));
  const onlyRole = roles.length === 1 ? roles[0] : undefined;

  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_USER_CREATE, roleName: onlyRole ?? '' } satisfies UserCreateInput,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const create = useCreateUserMutation();
  const server = useServerForm(form, {
    save: (values, idempotent) => {
      const data = toUserCreate(values);
      return create.mutateAsync({ accountId, data, headers: idempotent(data) });
    },
    fieldOf: userCreateFieldOf,
    failure: (message) => t('adsmanager.USER_CREATE_FAILED', { message }),
    onSaved: async (answer) => {
      toast.success(t('adsmanager.USER_CREATED', { email: answer.data.email }));
      await navigate(paths.users(accountId));
    },
  });

  return (
    <section aria-labelledby="user-create-title" className="grid max-w-xl gap-4 p-6">
      <BackToUsersLink accountId={accountId} />
      <h1 id="user-create-title" className="text-2xl font-semibold">
        {t('adsmanager.USER_CREATE_TITLE')}
      </h1>
      <ServerForm server={server} className="grid gap-4">
        <Field label={t('adsmanager.USER_FIELD_EMAIL')} error={errors.email?.message} required>
          <Input id="user-email" type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('adsmanager.USER_FIELD_FIRST_NAME')} error={errors.firstName?.message} required>
          <Input id="user-first-name" autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label={t('adsmanager.USER_FIELD_LAST_NAME')} error={errors.lastName?.message} required>
          <Input id="user-last-name" autoComplete="off" {...register('lastName')} />
        </Field>
        <RoleField control={form.control} roles={roles} onlyRole={onlyRole} />
        <div className="flex gap-2">
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.USER_CREATE_SAVING') : t('adsmanager.USER_CREATE_SUBMIT')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}

/** The role, one of those the signed-in user may give; with only one, a note says why (ACCESS-009). */
function RoleField({
  control,
  roles,
  onlyRole,
}: {
  control: Control<UserCreateInput>;
  roles: readonly RoleName[];
  onlyRole: RoleName | undefined;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
