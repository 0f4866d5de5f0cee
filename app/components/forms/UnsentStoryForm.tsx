import {useActionData} from '@remix-run/react';
import {ContactForm} from '~/components/ContactForm';
import {HONEYPOT_FIELD} from '~/lib/forms/honeypot';
import {t} from '~/lib/forms/messages';
import {FORM_BLOCK_FIELD, FORM_KIND_FIELD, isStoryFormActionData, type StoryFormKind} from '~/lib/forms/story-forms';

/**
 * A request form posted while its page's content could not be read, shown under the page's error
 * view. The contact form needs nothing from content, so it comes back whole, with what was typed
 * and the submit error, ready to send again. Other forms take their fields from their block (the
 * products to print, the countries), so what was typed is shown back to copy, never lost.
 */
export function UnsentStoryForm({kind, uid}: {kind: StoryFormKind; uid: string}) {
  return (
    <div className="mx-auto mb-20 max-w-3xl px-4">
      {kind === 'contact' ? (
        <ContactForm blok={{_uid: uid, heading: 'Send us a message', submit_label: 'Send message'}} />
      ) : (
        <TypedValues />
      )}
    </div>
  );
}

const NOT_TYPED = new Set([FORM_KIND_FIELD, FORM_BLOCK_FIELD, HONEYPOT_FIELD]);

function TypedValues() {
  const posted = useActionData();
  const values = isStoryFormActionData(posted) ? (posted.result?.initialValue ?? {}) : {};
  const typed = Object.entries(values).filter(
    (entry): entry is [string, string] => !NOT_TYPED.has(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  );
  return (
    <section aria-labelledby="unsent-form-heading" className="rounded-lg border border-stone-300 p-6">
      <h2 id="unsent-form-heading" className="text-xl font-bold text-stone-900">
        Your form was not sent
      </h2>
      <p role="alert" className="mt-2 text-stone-700">
        {t('input.submit_error')} Here is what you typed:
      </p>
      <dl className="mt-4 space-y-3">
        {typed.map(([name, value]) => (
          <div key={name}>
            <dt className="text-sm font-semibold capitalize text-stone-700">{name.replaceAll('_', ' ')}</dt>
            <dd className="whitespace-pre-wrap text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
