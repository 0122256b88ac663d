/** The brands call around the generated aura hook (ACCT-018), and what refetches after it. */
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '@/auth/session-user';
import { getListUserAccountsQueryKey, useUpdateAccountBrands } from '@generated/aura/aura';

/** ACCT-018: PUT the account's brands; the user's account lists (which carry brands) refetch. */
export function useUpdateBrandsMutation() {
  const queryClient = useQueryClient();
  const { email } = useSessionUser();
  return useUpdateAccountBrands({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: () => {
        // Not awaited: the answer is the account, shown at once; the lists (up to 10,000) follow.
        void queryClient.invalidateQueries({ queryKey: getListUserAccountsQueryKey(email) });
      },
    },
  });
}
