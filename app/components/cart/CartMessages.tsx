/**
 * What the cart said about the last change: errors (nothing changed) and the Storefront API's
 * warnings (it changed something on its own, such as lowering a quantity to what is in stock).
 */
export function CartMessages({
  errors,
  warnings,
  className = '',
}: {
  errors?: readonly string[] | null;
  warnings?: readonly string[] | null;
  className?: string;
}) {
  if (!errors?.length && !warnings?.length) return null;
  return (
    <div className={`space-y-2 ${className}`}>
      {errors?.length ? (
        <ul role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {warnings?.length ? (
        <ul role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warnings.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
