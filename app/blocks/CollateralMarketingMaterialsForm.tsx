import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useMemo} from 'react';
import {BlockDataView} from '~/blocks/data-view';
import {placesNeed} from '~/blocks/data';
import {CheckboxField, Field, SelectField} from '~/components/forms';
import {RegionField} from '~/components/forms/RegionField';
import {fieldCopy, StoryFormFrame, useStoryForm} from '~/components/forms/StoryForm';
import {
  addressLabels,
  MARKETING_COUNTRIES,
  marketingMaterialsSchema,
} from '~/lib/forms/schemas/marketing-materials';
import {placeName, type Places} from '~/lib/forms/places';
import type {CollateralMarketingMaterialsFormBlok} from '~/lib/content/storyblok/types';

/** A free marketing kit, shipped to the United States or Canada; opting in also joins the mailing list. */
export function CollateralMarketingMaterialsForm({blok}: {blok: CollateralMarketingMaterialsFormBlok}) {
  return (
    <div {...storyblokEditable(blok)}>
      <BlockDataView<Places>
        need={placesNeed()}
        fallback={null}
        failed={<p role="note">This form is unavailable right now. Please try again later.</p>}
      >
        {(places) => <MarketingMaterialsForm blok={blok} places={places ?? {countries: [], regions: {}}} />}
      </BlockDataView>
    </div>
  );
}

function MarketingMaterialsForm({blok, places}: {blok: CollateralMarketingMaterialsFormBlok; places: Places}) {
  const schema = useMemo(() => marketingMaterialsSchema(places), [places]);
  const {fields, frame} = useStoryForm(blok, schema, {defaultValue: {country: 'US', accepts_marketing: true}});
  const copy = (name: keyof typeof fields, label: string) => fieldCopy(blok, name, label);
  const labels = addressLabels(fields.country.value);
  const shippable = {...places, countries: places.countries.filter(({code}) => isMarketingCountry(code))};
  return (
    <StoryFormFrame blok={blok} kind="marketing-materials" {...frame}>
      <Field meta={fields.name} {...copy('name', 'Name')} autoComplete="name" />
      <Field meta={fields.email} type="email" {...copy('email', 'Email')} autoComplete="email" />
      <Field
        meta={fields.business_name}
        {...copy('business_name', 'Business name')}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <SelectField
        meta={fields.country}
        {...copy('country', 'Country')}
        options={MARKETING_COUNTRIES.map((code) => ({value: code, label: placeName(places.countries, code)}))}
        autoComplete="country"
      />
      <RegionField meta={fields.province} country={fields.country.value} places={shippable} label={labels.region} />
      <Field
        meta={fields.street_address}
        {...copy('street_address', 'Street address')}
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <Field meta={fields.city} {...copy('city', 'City')} autoComplete="address-level2" />
      <Field meta={fields.zip_code} label={labels.postal} autoComplete="postal-code" />
      <CheckboxField
        meta={fields.accepts_marketing}
        label={blok.accepts_marketing_label?.trim() || 'Send me news about new products and offers'}
        className="sm:col-span-2"
      />
    </StoryFormFrame>
  );
}

function isMarketingCountry(code: string): code is (typeof MARKETING_COUNTRIES)[number] {
  return (MARKETING_COUNTRIES as readonly string[]).includes(code);
}
