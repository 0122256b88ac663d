import { cn } from '@/lib/cn';
import { badgeColour, initialsOf } from './account-badge';

/** The coloured initials of an account (SHELL-051, NS-08); decorative, the name is always written beside it. */
export function AccountBadge({
  account,
  className,
}: {
  account: { id: number; advertiserName: string };
  className?: string;
}) {
  const colour = badgeColour(account.id);
  return (
    <span
      aria-hidden="true"
      data-slot="account-badge"
      className={cn(
        'inline-grid size-8 shrink-0 place-items-center rounded-full text-xs leading-none font-semibold',
        className,
      )}
      style={{ backgroundColor: colour.background, color: colour.text }}
    >
      {initialsOf(account.advertiserName)}
    </span>
  );
}
