import {Link, useLocation, useRouteError} from '@remix-run/react';
import {errorMessageFor} from '~/lib/http/error-messages';

/**
 * The one error view every route hands off to. Visitors see a plain message; details stay in the
 * server log (Remix strips server error messages in production builds). A bad address is told
 * from the path itself, which server and browser both see, so the page hydrates as it was sent.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const {pathname} = useLocation();
  const {label, heading, text} = errorMessageFor(error, pathname);

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">{label}</p>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{heading}</h1>
      <p className="mt-4 text-stone-700">{text}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
      >
        Back to the home page
      </Link>
    </section>
  );
}
