/**
 * Every users call around the generated aura hooks: list (ACCT-012), one user (ACCT-013), create
 * (ACCT-014), resend invitation (ACCT-015) and remove role (ACCT-016), with what refetches after each.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import { USER_LIST_PAGE_SIZE } from '@/features/accounts';
import {
  getGetAccountUserQueryKey,
  getListAccountUsersQueryKey,
  useCreateAccountUser,
  useDeleteUserRole,
  useGetAccountUser,
  useListAccountUsers,
  useResendUserInvitation,
} from '@generated/aura/aura';
import { InvitationResultStatus } from '@generated/aura/model';

/** Every user of the account in one page: page 0, size 10000 (ACCT-012). */
export const USER_LIST_PARAMS = { page: 0, size: USER_LIST_PAGE_SIZE } as const;

export function useAccountUsers(accountId: number) {
  return useListAccountUsers(accountId, USER_LIST_PARAMS, { query: { meta: { suppressErrorToast: true } } });
}

export function useAccountUser(accountId: number, email: string) {
  return useGetAccountUser(accountId, email, {
    query: { enabled: email !== '', meta: { suppressErrorToast: true } },
  });
}

/** ACCT-014: POST the new user, with its Idempotency-Key; the users list refetches. */
export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useCreateAccountUser({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: async (_answer, { accountId }) => {
        await queryClient.invalidateQueries({ queryKey: getListAccountUsersQueryKey(accountId) });
      },
    },
  });
}

/** The outcome of the last action on one user, shown on that user's row. */
export type RowResult =
  { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'failure'; message: string };

const keyOf = (email: string) => email.trim().toLowerCase();

export interface UserActionsOptions {
  /** Called after a role was removed (the user is no longer in the account). */
  onRemoved?: (email: string) => void;
}

/**
 * Resend invitation and remove role, for any number of users at once: each user's outcome is kept
 * on its own, so one failure never hides another user's result.
 */
export function useUserActions(accountId: number, { onRemoved }: UserActionsOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ReadonlyMap<string, RowResult>>(new Map());
  const setResult = (email: string, result: RowResult | undefined) => {
    setResults((previous) => {
      const next = new Map(previous);
      if (result === undefined) next.delete(keyOf(email));
      else next.set(keyOf(email), result);
      return next;
    });
  };

  const resend = useResendUserInvitation({
    mutation: {
      meta: { suppressErrorToast: true },
      onMutate: ({ userEmail }) => {
        setResult(userEmail, { kind: 'pending' });
      },
      onSuccess: (answer, { userEmail }) => {
        setResult(
          userEmail,
          answer.data.status === InvitationResultStatus.SUCCESS
            ? { kind: 'success', message: t('adsmanager.USERS_INVITATION_SENT', { email: userEmail }) }
            : { kind: 'failure', message: t('adsmanager.USERS_INVITATION_NOT_SENT', { email: userEmail }) },
        );
      },
      onError: (error, { userEmail }) => {
        setResult(userEmail, {
          kind: 'failure',
          message: t('adsmanager.USERS_INVITATION_ERROR', { email: userEmail, message: errorText(error) }),
        });
      },
    },
  });

  const remove = useDeleteUserRole({
    mutation: {
      meta: { suppressErrorToast: true },
      onMutate: ({ userEmail }) => {
        setResult(userEmail, { kind: 'pending' });
      },
      onSuccess: async (_answer, { userEmail }) => {
        setResult(userEmail, undefined);
        toast.success(t('adsmanager.USERS_ROLE_REMOVED', { email: userEmail }));
        queryClient.removeQueries({ queryKey: getGetAccountUserQueryKey(accountId, userEmail) });
        onRemoved?.(userEmail);
        await queryClient.invalidateQueries({ queryKey: getListAccountUsersQueryKey(accountId) });
      },
      onError: (error, { userEmail }) => {
        setResult(userEmail, {
          kind: 'failure',
          message: t('adsmanager.USERS_REMOVE_ROLE_ERROR', { email: userEmail, message: errorText(error) }),
        });
      },
    },
  });

  const resultOf = useCallback((email: string): RowResult | undefined => results.get(keyOf(email)), [results]);
  const { mutate: resendMutate } = resend;
  const { mutate: removeMutate } = remove;
  const resendInvitation = useCallback(
    (email: string) => {
      resendMutate({ accountId, userEmail: email });
    },
    [resendMutate, accountId],
  );
  const removeRole = useCallback(
    (email: string) => {
      removeMutate({ accountId, userEmail: email });
    },
    [removeMutate, accountId],
  );
  return { resultOf, resendInvitation, removeRole };
}
