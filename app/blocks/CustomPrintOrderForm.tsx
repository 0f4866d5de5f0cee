import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useMemo} from 'react';
import {Field, FileField, SelectField, TextareaField} from '~/components/forms';
import {fieldCopy, StoryFormFrame, useStoryForm} from '~/components/forms/StoryForm';
import {minimumOrder, printOrderSchema, printProducts} from '~/lib/forms/schemas/print-order';
import type {CustomPrintOrderFormBlok} from '~/lib/content/storyblok/types';
import {useHydrated} from '~/lib/ui/useHydrated';

const PLACEHOLDER = 'Select an option...';

/**
 * A custom print order: the product, a quantity from that product's options (the lowest being its
 * minimum order), the artwork as one attachment, and who to quote.
 */
export function CustomPrintOrderForm({blok}: {blok: CustomPrintOrderFormBlok}) {
  const products = useMemo(() => printProducts(blok.products), [blok.products]);
  const schema = useMemo(() => printOrderSchema(products), [products]);
  const {fields, frame} = useStoryForm(blok, schema);
  const hydrated = useHydrated();
  const copy = (name: keyof typeof fields, label: string) => fieldCopy(blok, name, label);
  const chosen = products.find((product) => product.name === fields.product.value);
  const placeholder = blok.product_placeholder?.trim() || PLACEHOLDER;

  return (
    <div {...storyblokEditable(blok)}>
      <StoryFormFrame blok={blok} kind="print-order" withFiles {...frame}>
        <Field meta={fields.first_name} {...copy('first_name', 'First name')} autoComplete="given-name" />
        <Field meta={fields.last_name} {...copy('last_name', 'Last name')} autoComplete="family-name" />
        <Field meta={fields.company} {...copy('company', 'Company')} autoComplete="organization" />
        <Field meta={fields.email} type="email" {...copy('email', 'Email')} autoComplete="email" />
        <Field meta={fields.phone} type="tel" {...copy('phone', 'Phone')} autoComplete="tel" />
        <SelectField
          meta={fields.product}
          {...copy('product', 'Product')}
          options={products.map((product) => product.name)}
          placeholder={placeholder}
        />
        <SelectField
          meta={fields.quantity}
          {...copy('quantity', 'Quantity')}
          hint={chosen ? `Minimum order: ${minimumOrder(chosen)}` : copy('quantity', '').hint}
          placeholder={hydrated && !chosen ? 'Choose a product first' : placeholder}
          // With JavaScript the list follows the chosen product; without, every product's options are
          // offered under its name and the server checks the pair.
          options={hydrated ? (chosen?.quantities ?? []) : []}
          groups={hydrated ? [] : products.map((product) => ({label: product.name, options: product.quantities}))}
        />
        <FileField
          meta={fields.attachment}
          accept="attachments"
          {...copy('attachment', 'Artwork or logo')}
          hint={
            copy('attachment', '').hint ||
            blok.attachment_help?.trim() ||
            'One file: an image, PDF, Word or text file of up to 10 MB.'
          }
          className="sm:col-span-2"
        />
        <TextareaField meta={fields.message} {...copy('message', 'Message')} rows={5} className="sm:col-span-2" />
      </StoryFormFrame>
    </div>
  );
}
