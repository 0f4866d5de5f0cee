import {Field, TextareaField} from '~/components/forms';
import {fieldCopy, StoryFormFrame, useStoryForm, type StoryFormBlok} from '~/components/forms/StoryForm';
import {ContactSchema} from '~/lib/forms/schemas/contact';

/** The contact form: the contact page's built-in one and the custom-print enquiry block. */
export function ContactForm({blok}: {blok: StoryFormBlok}) {
  const {fields, frame} = useStoryForm(blok, ContactSchema);
  const copy = (name: keyof typeof fields, label: string) => fieldCopy(blok, name, label);
  return (
    <StoryFormFrame blok={blok} kind="contact" {...frame}>
      <Field meta={fields.name} {...copy('name', 'Name')} autoComplete="name" className="sm:col-span-2" />
      <Field meta={fields.email} type="email" {...copy('email', 'Email')} autoComplete="email" />
      <Field meta={fields.phone} type="tel" {...copy('phone', 'Phone')} autoComplete="tel" />
      <TextareaField
        meta={fields.comments}
        {...copy('comments', 'Comments (optional)')}
        rows={5}
        className="sm:col-span-2"
      />
    </StoryFormFrame>
  );
}
