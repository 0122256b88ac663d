/**
 * The merchant category reference, loaded when a picker first needs it (NS-78: a lazily loaded
 * static chunk of about 25 KB gzip), with its search; the reward schema learns the known codes.
 */
import { useCallback, useEffect, useState } from 'react';
import { deferredModule } from '@/components/ui/use-deferred-module';
import { setKnownMcc } from '../reward-form-rules';
import { createMccSearch, type MccSearch } from './mcc-search';

export interface MccReference {
  search: MccSearch;
  presetCodes: typeof import('@/lib/mcc/mcc-reference').presetCodes;
}

const loadReference = deferredModule(async (): Promise<MccReference> => {
  const reference = await import('@/lib/mcc/mcc-reference');
  setKnownMcc(reference.isKnownMcc);
  return { search: createMccSearch(reference.MCC_OPTIONS), presetCodes: reference.presetCodes };
});

export type MccReferenceState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; reference: MccReference };

export function useMccReference(): MccReferenceState {
  const [reference, setReference] = useState<MccReference>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    loadReference().then(setReference, () => {
      setFailed(true);
    });
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (reference) return { status: 'ready', reference };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}
