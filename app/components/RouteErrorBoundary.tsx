import {isRouteErrorResponse, Link, useRouteError} from '@remix-run/react';

/**
 * The one error view every route hands off to. Visitors see a plain message; details stay in the
 * server log (Remix strips server error messages in production builds).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        {notFound ? 'Error 404' : 'Error'}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-stone-700">
        {notFound
          ? 'We couldn’t find the page you were looking for. It may have moved, or the link may be out of date.'
          : 'We couldn’t load this page. Please try again in a moment.'}
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
      >
        Back to the home page
      </Link>
    </section>
  );
}
