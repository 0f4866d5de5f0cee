import {getFormProps} from '@conform-to/react';
import {Form, useActionData, useFormAction, useNavigation} from '@remix-run/react';
import {useEffect, useRef, type ReactNode} from 'react';
import type {z} from 'zod';
import {RichText} from '~/components/RichText';
import {
  FORM_BLOCK_FIELD,
  FORM_KIND_FIELD,
  isStoryFormActionData,
  type StoryFormKind,
} from '~/lib/forms/story-forms';
import type {FormFieldBlok, RichTextDoc} from '~/lib/content/storyblok/types';
import {ErrorList} from './ErrorList';
import {Honeypot} from './Honeypot';
import {SubmitButton} from './SubmitButton';
import {useValidatedForm, type ValidatedFormOptions} from './useValidatedForm';

/** The settings every form block shares. */
export interface StoryFormBlok {
  _uid: string;
  heading?: string;
  description?: RichTextDoc;
  submit_label?: string;
  success_message?: string;
  fields?: FormFieldBlok[];
}

export const DEFAULT_SUCCESS_MESSAGE = 'Thank you for your submission! We will be in touch shortly.';

/**
 * A CMS form's state: conform's form and fields fed by the page action's answer for this block only
 * (a page may hold several forms), whether it was sent, and whether it is on its way.
 */
export function useStoryForm<Schema extends z.ZodTypeAny>(
  blok: StoryFormBlok,
  schema: Schema,
  options: Omit<ValidatedFormOptions<Schema>, 'id' | 'lastResult'> = {},
) {
  const actionData = useActionData();
  const own = isStoryFormActionData(actionData) && actionData.form === blok._uid ? actionData : null;
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(schema, {...options, id: formId(blok), lastResult: own?.result});
  /** What `StoryFormFrame` needs of the form: spread it there. */
  const frame: FrameState = {
    formProps: getFormProps(form),
    errorId: form.errorId,
    errors: form.errors,
    succeeded: Boolean(own?.succeeded),
    busy: navigation.state === 'submitting' && navigation.formData?.get(FORM_BLOCK_FIELD) === blok._uid,
  };
  return {form, fields, frame};
}

interface FrameState {
  formProps: ReturnType<typeof getFormProps>;
  errorId: string;
  errors: string[] | undefined;
  busy: boolean;
  succeeded: boolean;
}

/** Editors may relabel a field, give it a placeholder or a hint (`fields` of the block). */
export function fieldCopy(blok: StoryFormBlok, name: string, label: string) {
  const copy = blok.fields?.find((field) => field?.field === name);
  return {
    label: copy?.label?.trim() || label,
    placeholder: copy?.placeholder?.trim() || undefined,
    hint: copy?.help_text?.trim() || undefined,
  };
}

interface StoryFormFrameProps extends FrameState {
  blok: StoryFormBlok;
  kind: StoryFormKind;
  /** Forms that carry files are sent as multipart. */
  withFiles?: boolean;
  children: ReactNode;
}

/** A form whose block has no heading still needs a name for screen readers' lists of forms. */
const UNTITLED_FORM_NAMES: Record<StoryFormKind, string> = {
  contact: 'Contact us',
  'print-order': 'Custom print order',
  'product-photos': 'Product photos request',
  'tax-exemption': 'Tax exemption',
  'marketing-materials': 'Marketing materials request',
};

/**
 * Everything around a CMS form's fields: heading and description, the hidden fields that name the
 * form to the page's action, the bot trap, the form's own errors, and the submit button. While the
 * form is on its way every input is disabled; once sent, the block's success message takes its place.
 */
export function StoryFormFrame({
  blok,
  kind,
  formProps,
  errorId,
  errors,
  busy,
  succeeded,
  withFiles = false,
  children,
}: StoryFormFrameProps) {
  const heading = blok.heading?.trim();
  const headingId = `${formId(blok)}-heading`;
  // Posting to this page with the form's anchor: without JavaScript the answer opens at the form.
  const action = `${useFormAction()}#${formId(blok)}-anchor`;
  return (
    <div id={`${formId(blok)}-anchor`} className="max-w-3xl scroll-mt-24 space-y-4">
      {heading ? (
        <h2 id={headingId} className="text-2xl font-bold text-stone-900">
          {heading}
        </h2>
      ) : null}
      {blok.description ? (
        <div className="space-y-2 text-stone-700">
          <RichText doc={blok.description} />
        </div>
      ) : null}
      {succeeded ? (
        <FormSuccess message={blok.success_message?.trim() || DEFAULT_SUCCESS_MESSAGE} />
      ) : (
        <Form
          method="post"
          action={action}
          encType={withFiles ? 'multipart/form-data' : undefined}
          aria-labelledby={heading ? headingId : undefined}
          aria-label={heading ? undefined : UNTITLED_FORM_NAMES[kind]}
          {...formProps}
          className="relative"
        >
          <input type="hidden" name={FORM_KIND_FIELD} value={kind} />
          <input type="hidden" name={FORM_BLOCK_FIELD} value={blok._uid} />
          <Honeypot />
          <ErrorList id={errorId} errors={errors} alert className="mb-4" />
          <fieldset disabled={busy} className="m-0 grid min-w-0 grid-cols-1 gap-4 border-0 p-0 sm:grid-cols-2">
            {children}
          </fieldset>
          <SubmitButton busy={busy} className="mt-6">
            {blok.submit_label?.trim() || 'Submit'}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** Takes the form's place once it is sent; focus moves to it, since the button that had it is gone. */
export function FormSuccess({message}: {message: string}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
    >
      {message}
    </p>
  );
}

function formId(blok: StoryFormBlok) {
  return `form-${blok._uid}`;
}
