import {getFormProps} from '@conform-to/react';
import {useFetcher, type useActionData} from '@remix-run/react';
import {useEffect} from 'react';
import {CheckboxField, ErrorList, SubmitButton, useValidatedForm} from '~/components/forms';
import {announcePrivacyChoice, PrivacyChoiceSchema} from '~/lib/analytics/privacy-choice';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import type {action} from '~/routes/($locale).privacy-choices';

type PrivacyChoiceAnswer = ReturnType<typeof useActionData<typeof action>>;

/**
 * What the store does with personal information, and the opt-out switch. A fetcher form: with
 * JavaScript it saves in place; without, it posts to the privacy-choices page, which saves and says so.
 */
export function PrivacyChoicesForm({
  optedOut,
  id = 'privacy-choices',
  posted,
}: {
  optedOut: boolean;
  id?: string;
  /** The page's own action data, when this form was posted without JavaScript. */
  posted?: PrivacyChoiceAnswer;
}) {
  const fetcher = useFetcher<typeof action>({key: id});
  const answer = fetcher.data ?? posted;
  const saved = savedChoice(answer);
  const [form, fields] = useValidatedForm(PrivacyChoiceSchema, {
    id,
    lastResult: answer?.result,
    defaultValue: {opt_out: optedOut},
  });

  useEffect(() => {
    if (saved) announcePrivacyChoice(saved.optedOut);
  }, [saved]);

  return (
    <fetcher.Form method="post" action={useLocalizedPath('/privacy-choices')} {...getFormProps(form)} className="space-y-4">
      <p className="text-sm leading-relaxed text-stone-700">
        We never sell your personal information for money. Like most online stores, we share some
        details of how you use this site with advertising and analytics partners, which some US
        state laws count as selling or sharing. Tick the box to opt out; we remember your choice in
        this browser.
      </p>
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <CheckboxField meta={fields.opt_out} label="Do not sell or share my personal information" />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={fetcher.state !== 'idle'}>Save my choice</SubmitButton>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {saved ? 'Your choice is saved.' : ''}
        </p>
      </div>
    </fetcher.Form>
  );
}

/** The saved choice in the action's answer; null when it refused the form. */
export function savedChoice(answer: unknown): {optedOut: boolean} | null {
  const optedOut = (answer as {saved?: unknown; optedOut?: unknown} | undefined)?.optedOut;
  return typeof optedOut === 'boolean' ? {optedOut} : null;
}
