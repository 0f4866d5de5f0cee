import type {FieldMetadata} from '@conform-to/react';
import {regionsOf, type Places} from '~/lib/forms/places';
import {useHydrated} from '~/lib/ui/useHydrated';
import {SelectField} from './SelectField';

/**
 * The state or province of an address, for the country chosen in the same form. With JavaScript it
 * lists the chosen country's regions and hides itself for a country without any; without, it
 * offers every country's regions under the country's name and the server checks the pair.
 */
export function RegionField({
  meta,
  country,
  places,
  label,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  /** The country currently chosen in the form. */
  country: string | undefined;
  places: Places;
  label: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const regions = regionsOf(places, country);
  if (hydrated && regions.length === 0) return null;
  const groups = hydrated
    ? []
    : places.countries
        .filter((each) => regionsOf(places, each.code).length > 0)
        .map((each) => ({
          label: each.name,
          options: regionsOf(places, each.code).map(({code, name}) => ({value: code, label: name})),
        }));
  return (
    <SelectField
      meta={meta}
      label={label}
      placeholder="Select an option..."
      options={hydrated ? regions.map(({code, name}) => ({value: code, label: name})) : []}
      groups={groups}
      // Without scripts the list cannot follow the country: it is required only when every country
      // offered has regions, else it would hold back a country without any (the server checks the pair).
      required={hydrated ? regions.length > 0 : places.countries.every((each) => regionsOf(places, each.code).length > 0)}
      autoComplete="address-level1"
      className={className}
    />
  );
}
