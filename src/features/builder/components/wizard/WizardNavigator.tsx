/**
 * The builder's left navigator (part 2 §2 "Wizard steps"): the steps of `wizardSteps` as links,
 * indented by level (WIZ-015), titled by `wizardStepTitle` (WIZ-014), the current one marked
 * `aria-current="step"`. Links are ordinary in-app navigation, so a form with unsaved changes asks
 * first (its unsaved-changes guard) whichever step is chosen.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import {
  isStepAt,
  wizardStepKey,
  wizardStepPath,
  wizardStepTitle,
  type WizardPlace,
  type WizardStep,
} from '../../wizard';

const INDENT: Readonly<Record<WizardStep['level'], string>> = { 0: 'pl-2', 1: 'pl-6', 2: 'pl-10' };

export interface WizardNavigatorProps {
  steps: readonly WizardStep[];
  place: WizardPlace;
  /** The campaign's builder path (`…/campaign/{id}` or `…/plan/{planId}/specification/{id}`). */
  basePath: string;
}

export function WizardNavigator({ steps, place, basePath }: WizardNavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adsmanager.WIZARD_NAV_LABEL')} className="w-64 shrink-0 border-r border-border py-4 pr-2">
      <ol className="flex flex-col gap-0.5">
        {steps.map((wizardStep) => {
          const current = isStepAt(wizardStep, place);
          const relative = wizardStepPath(wizardStep);
          return (
            <StepItem
              key={wizardStepKey(wizardStep)}
              level={wizardStep.level}
              title={wizardStepTitle(wizardStep, t)}
              to={relative === '' ? basePath : `${basePath}/${relative}`}
              current={current}
            />
          );
        })}
      </ol>
    </nav>
  );
}

interface StepItemProps {
  level: WizardStep['level'];
  title: string;
  to: string;
  current: boolean;
}

/** One step; memoised, so a reorder or a step switch re-renders only the steps that changed (500 ad groups). */
const StepItem = memo(function StepItem({ level, title, to, current }: StepItemProps) {
  return (
    <li data-level={level} className={INDENT[level]}>
      <Link
        to={to}
        aria-current={current ? 'step' : undefined}
        className={cn(
          'block truncate rounded px-2 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          current && 'bg-muted font-semibold text-foreground',
          level === 0 && 'font-medium',
        )}
      >
        {title}
      </Link>
    </li>
  );
});
