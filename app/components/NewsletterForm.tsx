import {getFormProps} from '@conform-to/react';
import {useFetcher, useLocation, useRouteLoaderData, type FetcherWithComponents} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {ErrorList, Field, Honeypot, SubmitButton, useValidatedForm} from '~/components/forms';
import {NewsletterSchema} from '~/lib/forms/schemas/newsletter';
import {
  NEWSLETTER_PLACEMENT_FIELD,
  NEWSLETTER_RETURN_FIELD,
  type NewsletterAnswer,
  type NewsletterPlacement,
} from '~/lib/forms/newsletter';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import type {RootLoader} from '~/root';

/** After a signup, the success text shows for this long, then an empty form comes back. */
const RESET_AFTER_MS = 5000;

export interface NewsletterFormProps {
  placement: NewsletterPlacement;
  title: string;
  submitText?: string;
  successText: string;
  /** Classes for the dark footer or the light sidebar. */
  tone?: 'dark' | 'light';
}

/**
 * A newsletter signup (the footer's, the blog's sidebar's). It posts to `/api/newsletter`, which
 * checks the address with the same schema and calls the email-marketing service; with JavaScript
 * the answer shows in place, without it the page comes back with the answer. Success text replaces
 * the form, and an empty form comes back five seconds later.
 */
export function NewsletterForm({placement, title, submitText = 'Subscribe', successText, tone = 'light'}: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterAnswer>({key: `newsletter-${placement}`});
  const flashed = useRouteLoaderData<RootLoader>('root')?.newsletter;
  const answer = fetcher.data ?? (flashed?.placement === placement ? flashed : undefined);
  const id = `newsletter-${placement}`;

  // A success shows until the reset, then a new, empty form (a new round) takes its place.
  const [round, setRound] = useState({count: 0, answer});
  useEffect(() => setRound((current) => ({...current, answer})), [answer]);
  const succeeded = Boolean(round.answer?.succeeded);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setRound((current) => ({count: current.count + 1, answer: undefined})), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);
  const dark = tone === 'dark';

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className={`mb-3 text-base font-bold ${dark ? 'text-white' : 'text-stone-900'}`}>
        {title}
      </h2>
      {succeeded ? (
        <p role="status" className={`font-medium ${dark ? 'text-emerald-100' : 'text-emerald-900'}`}>
          {successText}
        </p>
      ) : (
        <SignupForm
          key={round.count}
          fetcher={fetcher}
          placement={placement}
          lastResult={round.answer?.result}
          submitText={submitText}
          dark={dark}
        />
      )}
    </section>
  );
}

function SignupForm({
  fetcher,
  placement,
  lastResult,
  submitText,
  dark,
}: {
  fetcher: FetcherWithComponents<NewsletterAnswer>;
  placement: NewsletterPlacement;
  lastResult: NewsletterAnswer['result'];
  submitText: string;
  dark: boolean;
}) {
  const [form, fields] = useValidatedForm(NewsletterSchema, {id: `newsletter-${placement}-form`, lastResult});
  const {pathname, search} = useLocation();
  const action = useLocalizedPath('/api/newsletter');
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="relative">
      <input type="hidden" name={NEWSLETTER_PLACEMENT_FIELD} value={placement} />
      <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={`${pathname}${search}`} />
      <Honeypot />
      <ErrorList id={form.errorId} errors={form.errors} alert className="mb-3" />
      <Field
        meta={fields.email}
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
