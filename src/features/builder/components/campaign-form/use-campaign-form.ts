/**
 * The campaign form's state (react-hook-form): starting values from the loaded campaign or the
 * account, the account's lines and the chosen line (listed, or read by id), and the schema, whose
 * date rules follow the chosen line. `values` follows a refetched campaign without dropping what
 * the user is typing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useAccount } from '@/access';
import { useAccountLines, useLine } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { todayInZone } from '@/lib/dates';
import type { Campaign, Line } from '@generated/campaign-build/model';
import {
  accountTimeZone,
  campaignFormSchema,
  emptyCampaignForm,
  lineDefaults,
  toCampaignFormValues,
  type CampaignFormValues,
  type CampaignSchemaContext,
} from '../../campaign-form-rules';

export interface CampaignFormStateInput {
  mode: 'create' | 'edit' | 'fix';
  campaign: Campaign | undefined;
  readOnly: boolean;
  /** Fix form: show the failing fields' messages at once. */
  validateOnMount: boolean;
}

export function useCampaignForm({ mode, campaign, readOnly, validateOnMount }: CampaignFormStateInput) {
  const { i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const timeZone = accountTimeZone(account);
  const initial = useMemo(
    () => (campaign ? toCampaignFormValues(campaign, account) : emptyCampaignForm(account)),
    [campaign, account],
  );
  const lines = useAccountLines(accountId, { enabled: !readOnly || campaign?.lineId != null });

  const [line, setLine] = useState<Line | undefined>(undefined);
  const schemaContext = useMemo<CampaignSchemaContext>(
    () => ({
      country: account.bookingCountry,
      mode: mode === 'create' ? 'create' : 'edit',
      line,
      status: campaign?.campaignStatus,
      today: todayInZone(timeZone),
      timeZone,
      locale: i18n.language,
    }),
    [account.bookingCountry, mode, line, campaign?.campaignStatus, timeZone, i18n.language],
  );
  // react-hook-form takes the latest resolver on every render: the chosen line changes the date rules.
  const resolver = useMemo(
    () => zodResolver(campaignFormSchema(schemaContext)) as unknown as Resolver<CampaignFormValues>,
    [schemaContext],
  );
  const form = useForm<CampaignFormValues>({
    resolver,
    defaultValues: initial,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });

  const lineId = useWatch({ control: form.control, name: 'lineId' });
  const listedLine = lines.lines.find((candidate) => candidate.lineId === lineId);
  const readLine = useLine(accountId, listedLine || lines.isPending ? undefined : lineId);
  const chosenLine = listedLine ?? readLine.line;
  if (chosenLine !== line) setLine(chosenLine);

  // Issue 28 point 5: a new campaign takes its pricing model and dates from the line chosen, where
  // the user has not set them.
  const { getValues, setValue, getFieldState } = form;
  // Once per line chosen (the line object itself may be read again).
  const appliedLine = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (mode !== 'create' || !chosenLine || appliedLine.current === chosenLine.lineId) return;
    appliedLine.current = chosenLine.lineId;
    const defaults = lineDefaults(getValues(), chosenLine, { timeZone, today: todayInZone(timeZone) });
    for (const [name, value] of Object.entries(defaults) as [keyof typeof defaults, string][]) {
      if (!getFieldState(name).isDirty) setValue(name, value as never);
    }
  }, [mode, chosenLine, getValues, setValue, getFieldState, timeZone]);

  const { trigger } = form;
  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger, campaign]);

  return { form, initial, lines, chosenLine, timeZone };
}
