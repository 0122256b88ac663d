/**
 * The actions on one user (ACCT-015, ACCT-016): resend the invitation, and remove the user's role
 * after a confirmation naming the user. The outcome of the last action is shown next to them.
 */
import { CircleAlertIcon, CircleCheckIcon, MailIcon, UserMinusIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { User } from '@generated/aura/model';
import { displayName } from '../user-rules';
import type { RowResult } from '../queries';

export interface UserActionsProps {
  user: User;
  result: RowResult | undefined;
  onResendInvitation: (email: string) => void;
  onRemoveRole: (email: string) => void;
  className?: string;
}

export function UserActions({ user, result, onResendInvitation, onRemoveRole, className }: UserActionsProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  const pending = result?.kind === 'pending';

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={t('adsmanager.USERS_RESEND_INVITATION_FOR', { name })}
        onClick={() => {
          onResendInvitation(user.email);
        }}
      >
        <MailIcon aria-hidden="true" />
        {t('adsmanager.USERS_RESEND_INVITATION')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="destructive-outline"
            size="sm"
            disabled={pending}
            aria-label={t('adsmanager.USERS_REMOVE_ROLE_FOR', { name })}
          >
            <UserMinusIcon aria-hidden="true" />
            {t('adsmanager.USERS_REMOVE_ROLE')}
          </Button>
        }
        title={t('adsmanager.USERS_REMOVE_ROLE_TITLE', { name })}
        description={t('adsmanager.USERS_REMOVE_ROLE_DESCRIPTION', { name, email: user.email })}
        cancelLabel={t('adsmanager.ACCOUNTS_CANCEL')}
        confirmLabel={t('adsmanager.USERS_REMOVE_ROLE_CONFIRM')}
        destructive
        onConfirm={() => {
          onRemoveRole(user.email);
        }}
      />
      <ActionResult result={result} />
    </div>
  );
}

function ActionResult({ result }: { result: RowResult | undefined }) {
  const { t } = useTranslation();
  if (result === undefined) return null;
  if (result.kind === 'pending') return <Spinner label={t('adsmanager.USERS_WORKING')} />;
  const failed = result.kind === 'failure';
  const Icon = failed ? CircleAlertIcon : CircleCheckIcon;
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={cn(
        'inline-flex items-center gap-1 text-xs whitespace-normal',
        failed ? 'text-destructive' : 'text-success',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {result.message}
    </p>
  );
}
