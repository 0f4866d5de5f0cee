import {useLocation} from '@remix-run/react';
import {exitPreviewHref} from '~/lib/content/preview';

/**
 * Tells editors they are reading drafts. A non-modal `<dialog>`, so Hide Bar (a `method="dialog"`
 * form) works before and without JavaScript, and the bar stays hidden across navigations. Exit
 * Preview is a full page load: the shell must be rendered again without preview.
 */
export function PreviewBar() {
  const {pathname, search} = useLocation();
  return (
    <dialog
      open
      aria-label="Preview mode"
      className="fixed inset-x-0 top-auto bottom-0 z-40 m-0 w-full max-w-none border-0 border-t-4 border-amber-400 bg-stone-900 p-0 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <p className="text-sm">
          <strong className="mr-2 font-bold tracking-wider text-amber-300">PREVIEW MODE</strong>
          <span>Performance may differ from the live version.</span>
        </p>
        <div className="flex gap-3 text-sm font-semibold">
          <form method="dialog">
            <button
              type="submit"
              className="rounded-md border border-white/60 px-4 py-2 hover:bg-white/10 focus-visible:outline-white"
            >
              Hide Bar
            </button>
          </form>
          <a
            href={exitPreviewHref(`${pathname}${search}`)}
            className="rounded-md bg-amber-300 px-4 py-2 text-stone-900 hover:bg-amber-200 focus-visible:outline-white"
          >
            Exit Preview
          </a>
        </div>
      </div>
    </dialog>
  );
}
