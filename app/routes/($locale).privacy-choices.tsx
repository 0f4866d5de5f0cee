import {useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {PrivacyChoicesForm, savedChoice} from '~/components/PrivacyChoicesForm';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {routeLocale} from '~/lib/i18n/locale';
import {privacyChoiceCookie, PrivacyChoiceSchema, readPrivacyChoice} from '~/lib/analytics/privacy-choice';
import {pageTitle} from '~/lib/content/site';

export const meta: MetaFunction = () => [{title: pageTitle('Your privacy choices')}];

/** The page reads the visitor's cookie, so no cache may keep it. */
export function headers() {
  return {'Cache-Control': 'private, no-store'};
}

export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  return {optedOut: readPrivacyChoice(request.headers.get('Cookie'))};
}

export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  const submission = await parseForm(request, PrivacyChoiceSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  const optedOut = submission.value.opt_out;
  return data(
    {saved: true as const, optedOut, result: submission.reply()},
    {headers: {'Set-Cookie': privacyChoiceCookie(optedOut, request.url), 'Cache-Control': 'no-store'}},
  );
}

/** The consent dialog as a page: where its form lands without JavaScript, and a link of its own. */
export default function PrivacyChoices() {
  const {optedOut} = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const saved = savedChoice(posted)?.optedOut ?? optedOut;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-14 md:py-20">
      <h1 className="text-4xl font-bold tracking-tight">Your privacy choices</h1>
      <PrivacyChoicesForm optedOut={saved} posted={posted} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
