import {useFetcher, useRouteLoaderData, type FetcherWithComponents} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {plainForm, useValidateOnFirstUse} from '~/components/forms';
import {SignupFields} from '~/components/newsletter/SignupFields';
import {NEWSLETTER_CONSTRAINTS} from '~/lib/forms/constraints';
import type {NewsletterAnswer, NewsletterPlacement} from '~/lib/newsletter';
import type {RootLoader} from '~/root';

/** Spec: after a signup, the success text shows for this long, then an empty form comes back. */
const RESET_AFTER_MS = 5000;

const loadValidatedSignupForm = () => import('~/components/newsletter/ValidatedSignupForm');

export interface NewsletterFormProps {
  placement: NewsletterPlacement;
  title: string;
  submitText?: string;
  successText: string;
  /** Classes for the dark footer or the light sidebar. */
  tone?: 'dark' | 'light';
}

/**
 * A newsletter signup (the footer's, the blog sidebar's). It posts to `/api/newsletter`, which calls
 * the email-marketing service; with JavaScript the answer shows in place, without it the page comes
 * back with the answer. Success text replaces the form, and the email clears after five seconds.
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
          result={round.answer?.result}
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
  result,
  submitText,
  dark,
}: {
  fetcher: FetcherWithComponents<NewsletterAnswer>;
  placement: NewsletterPlacement;
  result: NewsletterAnswer['result'];
  submitText: string;
  dark: boolean;
}) {
  const formId = `newsletter-${placement}-form`;
  const {loaded, triggers} = useValidateOnFirstUse(formId, loadValidatedSignupForm);
  const props = {fetcher, placement, submitText, dark};
  if (loaded) return <loaded.ValidatedSignupForm {...props} formId={formId} result={result} />;
  const {form, fields} = plainForm(formId, result, NEWSLETTER_CONSTRAINTS[placement]);
  return <SignupFields {...props} form={form} email={fields.email} formProps={triggers} />;
}
