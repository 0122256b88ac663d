/**
 * The offer as a cardholder sees it (issue 13 §2), beside the form and updated as the user types:
 * logo, annotated logo, hero, headline, reward copy, terms (AD-015) and the call to action.
 */
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { termsText, type AdFormValues } from '../ad-form-rules';

export interface AdPreviewProps {
  control: Control<AdFormValues>;
  /** A line about the reward (the rewards feature's summary), shown under the reward copy. */
  rewardLine?: string | undefined;
}

export function AdPreview({ control, rewardLine }: AdPreviewProps) {
  const { t } = useTranslation();
  const creative = useWatch({ control, name: 'creative' });
  const { images, texts, callToAction } = creative;
  const terms = termsText(creative);
  return (
    <aside aria-labelledby="ad-preview-title" className="grid content-start gap-2 lg:sticky lg:top-4">
      <h2 id="ad-preview-title" className="text-lg font-semibold">
        {t('adsmanager.AD_PREVIEW')}
      </h2>
      <article
        aria-label={t('adsmanager.AD_PREVIEW_LABEL')}
        data-testid="ad-preview"
        className="grid gap-3 overflow-hidden rounded-lg border border-border bg-card shadow-sm"
      >
        {images.hero && (
          <img
            src={images.hero.url}
            alt={t('adsmanager.AD_IMAGE_hero')}
            className="aspect-[1200/627] w-full object-cover"
          />
        )}
        <div className="grid gap-2 px-4 pb-4">
          <div className="flex items-center gap-2">
            {images.logo && (
              <img src={images.logo.url} alt={t('adsmanager.AD_IMAGE_logo')} className="size-12 rounded-full border" />
            )}
            {images.annotatedLogo && (
              <img
                src={images.annotatedLogo.url}
                alt={t('adsmanager.AD_IMAGE_annotatedLogo')}
                className="size-12 rounded border"
              />
            )}
            <span className="text-sm text-muted-foreground">{creative.merchantName}</span>
          </div>
          <p role="heading" aria-level={3} className="text-base font-semibold" data-testid="ad-preview-headline">
            {texts.headline.trim() === '' ? t('adsmanager.AD_PREVIEW_HEADLINE_EMPTY') : texts.headline}
          </p>
          {texts.rewardCopy !== '' && <p className="text-sm">{texts.rewardCopy}</p>}
          {rewardLine && <p className="text-sm font-medium">{rewardLine}</p>}
          {texts.marketingCopy !== '' && <p className="text-sm text-muted-foreground">{texts.marketingCopy}</p>}
          {callToAction !== 'NoCallToAction' && (
            <span className="w-fit rounded-md bg-primary px-3 py-1 text-sm text-primary-foreground">
              {t(`adsmanager.AD_CTA_${callToAction}`)}
            </span>
          )}
          {terms.trim() !== '' && (
            <details className="text-xs text-muted-foreground">
              <summary>{t('adsmanager.AD_PREVIEW_TERMS')}</summary>
              <p className="whitespace-pre-line">{terms}</p>
            </details>
          )}
        </div>
      </article>
    </aside>
  );
}
