import {useLocation, type FetcherWithComponents} from '@remix-run/react';
import type {FormHTMLAttributes} from 'react';
import {ErrorList, Field, Honeypot, SubmitButton, type FieldControlMeta, type FormControlMeta} from '~/components/forms';
import {NEWSLETTER_PLACEMENT_FIELD, NEWSLETTER_RETURN_FIELD, type NewsletterAnswer, type NewsletterPlacement} from '~/lib/newsletter';
import {useLocalizedPath} from '~/lib/useLocale';

export interface SignupFieldsProps {
  fetcher: FetcherWithComponents<NewsletterAnswer>;
  placement: NewsletterPlacement;
  submitText: string;
  dark: boolean;
  form: FormControlMeta;
  email: FieldControlMeta;
  /** conform's form props once validated; the first-use triggers before. */
  formProps: Pick<
    FormHTMLAttributes<HTMLFormElement>,
    'id' | 'onSubmit' | 'noValidate' | 'onFocus' | 'onPointerEnter' | 'aria-invalid' | 'aria-describedby'
  >;
}

/** The signup form's markup, the same before and after its schema loads. */
export function SignupFields({fetcher, placement, submitText, dark, form, email, formProps}: SignupFieldsProps) {
  const {pathname, search} = useLocation();
  const action = useLocalizedPath('/api/newsletter');
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={action} id={form.id} {...formProps} className="relative">
      <input type="hidden" name={NEWSLETTER_PLACEMENT_FIELD} value={placement} />
      <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={`${pathname}${search}`} />
      <Honeypot />
      <ErrorList id={form.errorId} errors={form.errors} alert className="mb-3" />
      <Field
        meta={email}
        type="email"
        label="Email address"
        hideLabel
        placeholder="Email address"
        autoComplete="email"
        disabled={busy}
        className={dark ? '[&_ul]:text-red-200' : undefined}
        addon={
          <SubmitButton busy={busy} className={dark ? 'bg-emerald-600 hover:bg-emerald-500' : ''}>
            {submitText}
          </SubmitButton>
        }
      />
    </fetcher.Form>
  );
}
