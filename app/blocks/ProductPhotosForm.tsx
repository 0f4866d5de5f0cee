import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useMemo} from 'react';
import {CheckboxField, Field, FileField} from '~/components/forms';
import {fieldCopy, StoryFormFrame, useStoryForm} from '~/components/forms/StoryForm';
import {maxPhotos, productPhotosSchema} from '~/lib/forms/schemas/product-photos';
import type {ProductPhotosFormBlok, RichTextDoc} from '~/lib/content/storyblok/types';

const DEFAULT_CONSENT = 'I took these photos and allow them to be published, with credit to my business.';

/** Customers send photos of our packaging in use: images only, several at once, with their consent. */
export function ProductPhotosForm({blok}: {blok: ProductPhotosFormBlok}) {
  const max = maxPhotos(blok.max_files);
  const schema = useMemo(() => productPhotosSchema(max), [max]);
  const {fields, frame} = useStoryForm(blok, schema);
  const copy = (name: keyof typeof fields, label: string) => fieldCopy(blok, name, label);
  return (
    <div {...storyblokEditable(blok)}>
      <StoryFormFrame blok={blok} kind="product-photos" withFiles {...frame}>
        <Field meta={fields.first_name} {...copy('first_name', 'First name')} autoComplete="given-name" />
        <Field meta={fields.last_name} {...copy('last_name', 'Last name')} autoComplete="family-name" />
        <Field meta={fields.company} {...copy('company', 'Business name')} autoComplete="organization" />
        <Field meta={fields.email} type="email" {...copy('email', 'Email')} autoComplete="email" />
        <FileField
          meta={fields.assets}
          accept="images"
          {...copy('assets', 'Photos')}
          hint={copy('assets', '').hint || `Up to ${max} JPG, PNG, GIF, WEBP or HEIC images, 10 MB each.`}
          className="sm:col-span-2"
        />
        <CheckboxField
          meta={fields.consent}
          label={plainText(blok.consent_text) || DEFAULT_CONSENT}
          className="sm:col-span-2"
        />
      </StoryFormFrame>
    </div>
  );
}

/** A label holds text only, so the consent statement is read without its paragraphs. */
function plainText(doc: RichTextDoc | undefined): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const {text, content} = node as {text?: unknown; content?: unknown};
    if (typeof text === 'string') parts.push(text);
    if (Array.isArray(content)) content.forEach(walk);
  };
  walk(doc);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
