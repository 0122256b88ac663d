/**
 * Locations of the audience (ADG-011 … ADG-013): search the country's locations by type and text
 * (US postal codes by their first 5 characters), include or exclude each (a location is on one
 * side only), and remove it again. Composite ids are `TYPE|id`.
 */
import { useDeferredValue, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { GeoType, Location } from '@generated/campaign-build/model';
import { chosenLocation, GEO_TYPES, locationSearchText, placeLocation } from '../location-rules';
import { useLocationSearch } from '../queries';
import type { SectionProps } from './form-context';

/** The type choice's "any type" (a select item cannot have an empty value). */
const ANY = 'ANY';

export function LocationsSection({ form, disabled, country }: SectionProps) {
  const { t } = useTranslation();
  const [geoType, setGeoType] = useState<GeoType | ''>('');
  const types = [
    { value: ANY, label: t('adsmanager.LOCATIONS_TYPE_ANY') },
    ...GEO_TYPES.map((type) => ({ value: type, label: t(`adsmanager.LOCATIONS_TYPE_${type}`) })),
  ];
  const [text, setText] = useState('');
  const search = useDeferredValue(locationSearchText(text, country, geoType === '' ? undefined : geoType));
  const { locations, query } = useLocationSearch(country, search, geoType === '' ? undefined : geoType);
  const include = useWatch({ control: form.control, name: 'audience.locationsInclude' });
  const exclude = useWatch({ control: form.control, name: 'audience.locationsExclude' });

  const place = (location: Location, side: 'include' | 'exclude') => {
    const next = placeLocation({ include, exclude }, chosenLocation(location, country), side);
    form.setValue('audience.locationsInclude', next.include, { shouldDirty: true });
    form.setValue('audience.locationsExclude', next.exclude, { shouldDirty: true });
  };
  const remove = (location: Location) => {
    const without = (list: Location[]) => list.filter((entry) => entry.compositeId !== location.compositeId);
    form.setValue('audience.locationsInclude', without(include), { shouldDirty: true });
    form.setValue('audience.locationsExclude', without(exclude), { shouldDirty: true });
  };
  const label = (location: Location) => `${location.name} (${t(`adsmanager.LOCATIONS_TYPE_${location.geoType}`)})`;

  const chosen = (title: string, list: Location[]) => (
    <section aria-label={title} className="grid gap-1">
      <h3 className="text-sm font-medium">{title}</h3>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.LOCATIONS_EMPTY')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {list.map((location) => (
            <li key={location.compositeId} className="flex items-center gap-1 rounded border px-2 py-0.5 text-sm">
              <span data-composite-id={location.compositeId}>{label(location)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  remove(location);
                }}
                aria-label={t('adsmanager.LOCATION_REMOVE', { name: label(location) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <Section title={t('adsmanager.LOCATIONS_SECTION')} disabled={disabled}>
      <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <ChoiceField
          id="location-type"
          label={t('adsmanager.LOCATIONS_TYPE')}
          value={geoType === '' ? ANY : geoType}
          options={types}
          disabled={disabled}
          onChange={(next) => {
            setGeoType(GEO_TYPES.find((type) => type === next) ?? '');
          }}
        />
        <Field label={t('adsmanager.LOCATIONS_SEARCH')}>
          <Input
            id="location-search"
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </Field>
      </div>
      {query.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('adsmanager.LOCATIONS_SEARCH_FAILED', { message: errorText(query.error) })}
        </p>
      ) : (
        search !== '' &&
        query.isSuccess &&
        (locations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adsmanager.LOCATIONS_NONE_FOUND')}</p>
        ) : (
          <ul aria-label={t('adsmanager.LOCATIONS_SEARCH')} className="grid gap-1">
            {locations.map((location) => (
              <li key={location.compositeId} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-48">
                  {label(location)}
                  {location.description ? ` · ${location.description}` : ''}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    place(location, 'include');
                  }}
                  aria-label={t('adsmanager.LOCATION_INCLUDE', { name: label(location) })}
                >
                  {t('adsmanager.LOCATION_INCLUDE', { name: '' }).trim()}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    place(location, 'exclude');
                  }}
                  aria-label={t('adsmanager.LOCATION_EXCLUDE', { name: label(location) })}
                >
                  {t('adsmanager.LOCATION_EXCLUDE', { name: '' }).trim()}
                </Button>
              </li>
            ))}
          </ul>
        ))
      )}
      {chosen(t('adsmanager.LOCATIONS_INCLUDED'), include)}
      {chosen(t('adsmanager.LOCATIONS_EXCLUDED'), exclude)}
    </Section>
  );
}
