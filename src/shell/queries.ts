/**
 * The shell's own read: whether the open account has lines, for the header menu and the command
 * palette's menu entries (SHELL-038); one query, so its cached answer serves both.
 */
import { idRead } from '@/api/id-read';
import { useListLines } from '@generated/campaign-build/campaign-build';

/** Whether the open account has lines; asked only when the answer can change the menu. */
export function useHasLines(accountId: number | undefined, needed: boolean): boolean {
  const account = idRead(needed ? accountId : undefined);
  const lines = useListLines(
    account.id,
    { status: ['ACTIVE', 'DRAFT'] },
    {
      query: {
        ...account.hold,
        // A failed read only hides the link; the menu is no place for an error toast.
        meta: { suppressErrorToast: true },
        select: (answer) => answer.data.length > 0,
      },
    },
  );
  return needed && lines.data === true;
}
