/**
 * The duplicate modal (NS-05) of campaigns and ad groups: asks how many copies (a whole number from
 * 1 to 20), starts them 500 ms apart (CAMP-033, ADG-007), shows progress, then the copies created
 * and the number of errors. Closing is locked while copies run.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translate } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { MAX_DUPLICATE_COPIES, type Sleep, type StaggeredOptions, type StaggeredResult } from './staggered';

const copiesMessage = () => translate('adsmanager.CAMPAIGNS_DUPLICATE_COPIES_INVALID', { max: MAX_DUPLICATE_COPIES });
const schema = z.object({
  copies: z
    .number({ error: copiesMessage })
    .int({ error: copiesMessage })
    .min(1, { error: copiesMessage })
    .max(MAX_DUPLICATE_COPIES, { error: copiesMessage }),
});
type DuplicateForm = z.infer<typeof schema>;

/** Runs the copies (the feature's query hook around `runStaggered`); `onDone` before any refetch. */
export type RunCopies<T> = (
  copies: number,
  options: StaggeredOptions & { onDone: (result: StaggeredResult<T>) => void },
) => Promise<StaggeredResult<T>>;

export interface DuplicateDialogProps<T> {
  /** 'Duplicate {name}'. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: RunCopies<T>;
  /** A created copy as the result lists it. */
  describeCopy: (copy: T) => { key: number; label: string };
  onFinished?: (result: StaggeredResult<T>) => void;
  /** The stagger between copies (tests pass one that does not wait). */
  sleep?: Sleep;
}

type Phase<T> =
  | { step: 'ask' }
  | { step: 'running'; started: number; settled: number; total: number }
  | { step: 'done'; result: StaggeredResult<T> };

export function DuplicateDialog<T>({
  title,
  open,
  onOpenChange,
  run,
  describeCopy,
  onFinished,
  sleep,
}: DuplicateDialogProps<T>) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase<T>>({ step: 'ask' });
  const running = phase.step === 'running';
  const form = useForm<DuplicateForm>({ resolver: zodResolver(schema), defaultValues: { copies: 1 } });

  const submit = form.handleSubmit(async ({ copies }) => {
    setPhase({ step: 'running', started: 0, settled: 0, total: copies });
    const result = await run(copies, {
      sleep,
      onProgress: (progress) => {
        setPhase({ step: 'running', ...progress });
      },
      onDone: (done) => {
        setPhase({ step: 'done', result: done });
      },
    });
    onFinished?.(result);
  });

  const changeOpen = (next: boolean) => {
    if (running) return;
    if (!next) {
      setPhase({ step: 'ask' });
      form.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent locked={running} closeLabel={t('adsmanager.CAMPAIGNS_CLOSE')}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {t('adsmanager.CAMPAIGNS_DUPLICATE_COPIES_HINT', { max: MAX_DUPLICATE_COPIES })}
            </DialogDescription>
          </DialogHeader>

          {phase.step === 'ask' && (
            <Field
              label={t('adsmanager.CAMPAIGNS_DUPLICATE_COPIES')}
              error={form.formState.errors.copies?.message}
              required
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DUPLICATE_COPIES}
                step={1}
                className="w-32"
                {...form.register('copies', { valueAsNumber: true })}
              />
            </Field>
          )}

          {phase.step === 'running' && (
            <div className="grid gap-2">
              <progress
                className="w-full"
                max={phase.total}
                value={phase.settled}
                aria-label={t('adsmanager.CAMPAIGNS_DUPLICATE_PROGRESS_LABEL')}
              />
              <p role="status" aria-live="polite">
                {t('adsmanager.CAMPAIGNS_DUPLICATE_PROGRESS', { started: phase.started, total: phase.total })}
              </p>
            </div>
          )}

          {phase.step === 'done' && (
            <div className="grid gap-2" role="status" aria-live="polite">
              <p className="font-medium">
                {t('adsmanager.CAMPAIGNS_DUPLICATE_DONE', {
                  succeeded: phase.result.succeeded.length,
                  errors: phase.result.errors,
                })}
              </p>
              {phase.result.succeeded.length > 0 && (
                <ul aria-label={t('adsmanager.CAMPAIGNS_DUPLICATE_CREATED')} className="grid gap-1 text-sm">
                  {phase.result.succeeded.map((copy) => {
                    const { key, label } = describeCopy(copy);
                    return <li key={key}>{label}</li>;
                  })}
                </ul>
              )}
            </div>
          )}

          <DialogFooter>
            {phase.step === 'ask' && (
              <>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    changeOpen(false);
                  }}
                >
                  {t('adsmanager.CAMPAIGNS_CANCEL')}
                </Button>
                <Button type="submit">{t('adsmanager.CAMPAIGNS_DUPLICATE_START')}</Button>
              </>
            )}
            {phase.step === 'done' && (
              <Button
                type="button"
                onClick={() => {
                  changeOpen(false);
                }}
              >
                {t('adsmanager.CAMPAIGNS_DONE')}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
