export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

interface ErrorListProps {
  /** The id the control's `aria-describedby` points at: conform's `meta.errorId` or `form.errorId`. */
  id?: string;
  errors?: ListOfErrors;
  /**
   * For errors about the whole form (a failed send): a boxed alert that screen readers announce when it
   * appears, since no field takes the focus to read it out.
   */
  alert?: boolean;
  /**
   * For an alert in a page a post without JavaScript answered: the browser focuses it as the page
   * loads, and so scrolls to it, since such a page opens at its top.
   */
  focusOnLoad?: boolean;
  className?: string;
}

/** The errors under a field, or above a form; nothing at all when there are none. */
export function ErrorList({id, errors, alert = false, focusOnLoad = false, className = ''}: ErrorListProps) {
  const shown = [...new Set(errors?.filter((error): error is string => Boolean(error)))];
  if (shown.length === 0) return null;
  const list = (
    <ul id={alert ? undefined : id} className={alert ? '' : `text-sm text-red-700 ${className}`}>
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
  if (!alert) return list;
  return (
    <div
      id={id}
      role="alert"
      // Focus moves only where the person asked for it: the post they just sent.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnLoad}
      tabIndex={focusOnLoad ? -1 : undefined}
      className={`rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {list}
    </div>
  );
}
