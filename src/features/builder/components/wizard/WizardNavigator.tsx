/**
 * The builder's left navigator (part 2 §2 "Wizard steps"): the steps of `wizardSteps` as links,
 * indented by level (WIZ-015), titled by `wizardStepTitle` (WIZ-014), the current one marked
 * `aria-current="step"`. Links are ordinary in-app navigation, so a form with unsaved changes asks
 * first (its unsaved-changes guard) whichever step is chosen.
 *
 * Below 768 px the navigator is a step menu at the top of the page (issue 24, phones): a button
 * naming the current step opens the list over the full width, and choosing a step closes it, so the
 * step's content has the whole width of the screen.
 */
import { CheckCircle2Icon, ChevronDownIcon, CircleDashedIcon } from 'lucide-react';
import { memo, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import {
  isStepAt,
  wizardStepKey,
  wizardStepPath,
  wizardStepState,
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
  const listId = useId();
  // The marks' words, once: each step's link is described by one of them (its name stays its title).
  const stateIds = useMemo(() => ({ done: `${listId}-done`, missing: `${listId}-missing` }), [listId]);
  // The phone's step menu: open until a step is chosen (a new place closes it).
  const placeKey = JSON.stringify(place);
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === placeKey;
  const currentStep = steps.find((wizardStep) => isStepAt(wizardStep, place));
  // A new ad has no step of its own in the list: the button names it all the same.
  const current = currentStep
    ? wizardStepTitle(currentStep, t)
    : place.kind === 'newAd'
      ? t('adsmanager.WIZARD_NEW_AD')
      : undefined;
  return (
    <nav
      aria-label={t('adsmanager.WIZARD_NAV_LABEL')}
      className="w-64 shrink-0 border-r border-border py-4 pr-2 max-md:w-full max-md:border-r-0 max-md:border-b max-md:px-4 max-md:py-2"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpenAt(open ? undefined : placeKey);
        }}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input px-3 text-left text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:hidden"
      >
        <span className="truncate">
          {current === undefined
            ? t('adsmanager.WIZARD_NAV_LABEL')
            : t('adsmanager.WIZARD_STEPS_BUTTON', { step: current })}
        </span>
        <ChevronDownIcon aria-hidden="true" className={cn('size-4 shrink-0', open && 'rotate-180')} />
      </button>
      <span id={stateIds.done} hidden>
        {t('adsmanager.WIZARD_STEP_DONE')}
      </span>
      <span id={stateIds.missing} hidden>
        {t('adsmanager.WIZARD_STEP_MISSING')}
      </span>
      <ol
        id={listId}
        className={cn(
          'flex flex-col gap-0.5',
          'max-md:max-h-[60dvh] max-md:overflow-y-auto max-md:pt-2',
          !open && 'max-md:hidden',
        )}
      >
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
              state={wizardStepState(wizardStep)}
              stateIds={stateIds}
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
  /** Done or missing (issue 28): an icon, and words for a screen reader. */
  state: 'done' | 'missing' | undefined;
  stateIds: Readonly<Record<'done' | 'missing', string>>;
}

/** One step; memoised, so a reorder or a step switch re-renders only the steps that changed (500 ad groups). */
const StepItem = memo(function StepItem({ level, title, to, current, state, stateIds }: StepItemProps) {
  return (
    <li data-level={level} className={INDENT[level]}>
      <Link
        to={to}
        aria-current={current ? 'step' : undefined}
        aria-describedby={state === undefined ? undefined : stateIds[state]}
        className={cn(
          'flex items-center gap-1.5 rounded px-2 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          current && 'bg-muted font-semibold text-foreground',
          level === 0 && 'font-medium',
        )}
      >
        {state === 'done' && <CheckCircle2Icon aria-hidden="true" className="size-4 shrink-0 text-success" />}
        {state === 'missing' && (
          <CircleDashedIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span className="truncate">{title}</span>
      </Link>
    </li>
  );
});
