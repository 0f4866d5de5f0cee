import {Form, type MetaFunction} from '@remix-run/react';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AccountCard} from '~/components/account/AccountCard';
import {SubmitButton} from '~/components/forms';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';

export const meta: MetaFunction = () => [{title: pageTitle('Sign out')}, {name: 'robots', content: 'noindex'}];

/** A link or a typed address never signs anyone out: it shows the button that does. */
export async function loader({params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  return null;
}

/**
 * Deletes the token at Shopify as well as the cookie (guarantee 3), so a copy of the old cookie,
 * replayed, finds no customer behind it. New customer accounts end the session at Shopify on the
 * way back to the home page.
 */
export async function action({params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  const {customer} = context;
  if (!customer.passwords) return customer.logout(localizePath('/', locale));
  const token = await customer.readToken();
  if (token) {
    await customer.logout(token).catch((error: unknown) => {
      console.error('Customer token delete failed:', error instanceof Error ? error.message : 'error');
    });
  }
  return redirect(localizePath('/', locale), {
    status: 303,
    headers: {'Set-Cookie': await context.session.destroy()},
  });
}

export default function LogoutPage() {
  return (
    <AccountCard title="Sign out" intro="Sign out of your account on this device?">
      <Form method="post">
        <SubmitButton className="w-full">Sign out</SubmitButton>
      </Form>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
