import {Link, useNavigate} from '@remix-run/react';
import {useId, useState, type ReactNode} from 'react';
import {Dialog} from '~/components/ui/Dialog';

/**
 * Where an account editor (an address, the profile) shows its form: in a dialog when opened once
 * scripts run, in the page when the page opened with it (and without scripts). It stays as it first
 * rendered: a form the page opened with is not swapped for a dialog's when scripts start, which
 * would lose what was typed into it meanwhile. Closing goes to `closePath`, the page without it.
 */
export function EditorFrame({
  title,
  closePath,
  asDialog,
  dialogClassName,
  children,
}: {
  title: string;
  closePath: string;
  /** Whether scripts run, read by the page (true since it hydrated), when the editor opens. */
  asDialog: boolean;
  dialogClassName: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const [inDialog] = useState(asDialog);
  if (inDialog) {
    return (
      <Dialog open title={title} onClose={() => navigate(closePath, {preventScrollReset: true, replace: true})} className={dialogClassName}>
        {children}
      </Dialog>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
      <Link to={closePath} className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4">
        Cancel
      </Link>
    </section>
  );
}
