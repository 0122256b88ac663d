/** A reason code as its number and its labelled parts (REDEEM-009): "Code 20 — duplicate 1 + gamer 1". */
import type { Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { decodeReasonCode } from '../reason-code-rules';

/** The parts of a code in words; a code outside the table reads "unknown". */
export function reasonPartsText(t: Translator['t'], code: number): string {
  const decoded = decodeReasonCode(code);
  if (decoded.unknown) return t('adsmanager.REDEMPTIONS_REASON_UNKNOWN');
  return decoded.parts
    .map((part) => t(`adsmanager.REDEMPTIONS_REASON_${part}`))
    .join(t('adsmanager.REDEMPTIONS_CODE_PARTS_SEPARATOR'));
}

export function ReasonCodeLabel({ code }: { code: number }) {
  const { t } = useTranslation();
  return (
    <span className="grid">
      <span className="font-medium">{t('adsmanager.REDEMPTIONS_CODE', { code })}</span>
      <span className="text-xs text-muted-foreground">{reasonPartsText(t, code)}</span>
    </span>
  );
}
