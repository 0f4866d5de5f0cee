import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useActionData} from '@remix-run/react';
import {useMemo} from 'react';
import {BlockDataView} from '~/blocks/data-view';
import {placesNeed} from '~/blocks/data';
import {Field, FileField, SelectField} from '~/components/forms';
import {RegionField} from '~/components/forms/RegionField';
import {fieldCopy, StoryFormFrame, useStoryForm} from '~/components/forms/StoryForm';
import {PopoverDialog} from '~/components/ui/PopoverDialog';
import {taxExemptionSchema} from '~/lib/forms/schemas/tax-exemption';
import {isStoryFormActionData} from '~/lib/forms/story-forms';
import type {Places} from '~/lib/forms/places';
import type {FormTaxExemptionBlok} from '~/lib/content/storyblok/types';
import {useHydrated} from '~/lib/ui/useHydrated';

/**
 * Tax exemption: who the organisation is, its address in any country (a region where the country
 * has them) and its certificate. Editors may tuck it behind a button that opens it as a dialog.
 */
export function FormTaxExemption({blok}: {blok: FormTaxExemptionBlok}) {
  return (
    <div {...storyblokEditable(blok)}>
      <BlockDataView<Places>
        need={placesNeed()}
        fallback={null}
        failed={<p role="note">The tax exemption form is unavailable right now. Please try again later.</p>}
      >
        {(places) => <TaxExemption blok={blok} places={places ?? {countries: [], regions: {}}} />}
      </BlockDataView>
    </div>
  );
}

/** Inside the data boundary: its hydration switch must not re-render a boundary still hydrating (#421). */
function TaxExemption({blok, places}: {blok: FormTaxExemptionBlok; places: Places}) {
  const actionData = useActionData();
  const hydrated = useHydrated();
  // Without JavaScript, an answer about this form (its errors) must show, not sit in a closed dialog.
  const answered = isStoryFormActionData(actionData) && actionData.form === blok._uid;
  const inDialog = Boolean(blok.open_in_modal) && (hydrated || !answered);
  const label = blok.modal_button_label?.trim() || 'Apply for Tax Exemption';
  const form = <TaxExemptionForm blok={blok} places={places} />;
  return inDialog ? (
    <PopoverDialog id={`tax-exemption-${blok._uid}`} openLabel={label} title={label}>
      {form}
    </PopoverDialog>
  ) : (
    form
  );
}

function TaxExemptionForm({blok, places}: {blok: FormTaxExemptionBlok; places: Places}) {
  const schema = useMemo(() => taxExemptionSchema(places), [places]);
  const {fields, frame} = useStoryForm(blok, schema, {defaultValue: {country: 'US'}});
  const copy = (name: keyof typeof fields, label: string) => fieldCopy(blok, name, label);
  return (
    <StoryFormFrame blok={blok} kind="tax-exemption" withFiles {...frame}>
      <Field meta={fields.name} {...copy('name', 'Name')} autoComplete="name" />
      <Field meta={fields.company} {...copy('company', 'Organization')} autoComplete="organization" />
      <Field meta={fields.email} type="email" {...copy('email', 'Email')} autoComplete="email" />
      <Field meta={fields.phone} type="tel" {...copy('phone', 'Phone')} autoComplete="tel" />
      <Field meta={fields.addressOne} {...copy('addressOne', 'Address')} autoComplete="address-line1" className="sm:col-span-2" />
      <Field
        meta={fields.addressTwo}
        {...copy('addressTwo', 'Address line 2 (optional)')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <SelectField
        meta={fields.country}
        {...copy('country', 'Country')}
        options={places.countries.map(({code, name}) => ({value: code, label: name}))}
        placeholder="Select an option..."
        autoComplete="country"
      />
      <RegionField
        meta={fields.region}
        country={fields.country.value}
        places={places}
        label={copy('region', 'State or province').label}
      />
      <Field meta={fields.city} {...copy('city', 'City')} autoComplete="address-level2" />
      <Field meta={fields.postal} {...copy('postal', 'Postal code')} autoComplete="postal-code" />
      <FileField
        meta={fields.attachment}
        accept="attachments"
        {...copy('attachment', 'Exemption certificate')}
        hint={copy('attachment', '').hint || 'A PDF, image, Word or text file of up to 10 MB.'}
        className="sm:col-span-2"
      />
    </StoryFormFrame>
  );
}
