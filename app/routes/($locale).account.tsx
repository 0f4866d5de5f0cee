import {Form, NavLink, Outlet, useMatches, type MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BreadcrumbTrail, type TrailStep} from '~/components/Breadcrumbs';
import {ChevronDownIcon, TagIcon} from '~/components/icons';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {loginPath, requireToken} from '~/lib/customer/session.server';
import {routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** A child route's place in the account's breadcrumb trail: `export const handle = {accountCrumb: 'Addresses'}`. */
export interface AccountHandle {
  accountCrumb?: string;
}

export const meta: MetaFunction = () => [{title: pageTitle('My account')}, {name: 'robots', content: 'noindex'}];

/**
 * The sign-in guard and the customer every account page shows. A token Shopify no longer knows
 * (deleted by a sign-out elsewhere, or expired upstream) clears the session and sends the visitor
 * to sign in, as an expired one does.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = await requireToken(context, request);
  const user = await context.customer.getUser(token);
  if (!user) {
    context.customer.forgetSignIn();
    throw redirect(loginPath(request, locale));
  }
  // Whether the pages ask for passwords: legacy accounts do, new ones sign in at Shopify.
  return {user, passwords: context.customer.passwords};
}

export default function AccountLayout() {
  const matches = useMatches();
  const crumb = matches
    .map((match) => (match.handle as AccountHandle | undefined)?.accountCrumb)
    .filter(Boolean)
    .at(-1);
  const steps: TrailStep[] = [
    {label: 'Home', path: '/'},
    crumb ? {label: 'My account', path: '/account'} : {label: 'My account'},
    ...(crumb ? [{label: crumb}] : []),
  ];
  return (
    <div>
      <div className="border-b border-stone-200 bg-stone-50">
        <BreadcrumbTrail steps={steps} className="mx-auto max-w-7xl px-4 py-3 sm:px-6" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-12">
        <AccountNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

const linkClass = ({isActive}: {isActive: boolean}) =>
  `block rounded-md px-3 py-2 font-semibold ${
    isActive ? 'bg-emerald-50 text-emerald-900' : 'text-stone-800 hover:bg-stone-100'
  }`;

/** The account's sections: a sidebar on large screens, a disclosure that navigates on small ones. */
function AccountNav() {
  const overview = useLocalizedPath('/account');
  const addresses = useLocalizedPath('/account/addresses');
  const deals = useLocalizedPath('/account/deals');
  const logout = useLocalizedPath('/account/logout');
  const links = (
    <ul className="space-y-1">
      <li>
        <NavLink to={overview} end className={linkClass}>
          Overview
        </NavLink>
      </li>
      <li>
        <NavLink to={addresses} className={linkClass}>
          Addresses
        </NavLink>
      </li>
      <li>
        <NavLink to={deals} className={(state) => `${linkClass(state)} flex items-center gap-2`}>
          <TagIcon className="size-4" />
          Deals
        </NavLink>
      </li>
      <li>
        <Form method="post" action={logout}>
          <button type="submit" className="block w-full rounded-md px-3 py-2 text-left font-semibold text-stone-800 hover:bg-stone-100">
            Sign out
          </button>
        </Form>
      </li>
    </ul>
  );
  return (
    <>
      <details className="group rounded-md border border-stone-200 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-stone-900">
          Account menu
          <ChevronDownIcon className="size-5 transition group-open:rotate-180" />
        </summary>
        <nav aria-label="Account" className="border-t border-stone-200 p-2">
          {links}
        </nav>
      </details>
      <nav aria-label="Account" className="max-lg:hidden">
        {links}
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
