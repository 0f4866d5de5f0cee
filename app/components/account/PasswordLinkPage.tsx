import {Link, useActionData} from '@remix-run/react';
import {AccountCard} from '~/components/account/AccountCard';
import {NewPasswordForm} from '~/components/account/NewPasswordForm';
import type {setPasswordFromLink} from '~/lib/customer/password-link.server';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/**
 * The page an emailed reset or activation link opens: a new password, then (once Shopify took it)
 * a message and a button to sign in with it.
 */
export function PasswordLinkPage({
  title,
  intro,
  formId,
  submitLabel,
  doneMessage,
}: {
  title: string;
  intro: string;
  formId: string;
  submitLabel: string;
  doneMessage: string;
}) {
  const actionData = useActionData<typeof setPasswordFromLink>();
  const loginPath = useLocalizedPath('/account/login');
  if (actionData && 'done' in actionData) {
    return (
      <AccountCard title={title}>
        <p role="status" className="text-stone-800">
          {doneMessage}
        </p>
        <Link
          to={loginPath}
          className="mt-6 inline-flex w-full justify-center rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          Sign in
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={title} intro={intro}>
      <NewPasswordForm id={formId} lastResult={actionData?.result} submitLabel={submitLabel} />
    </AccountCard>
  );
}
