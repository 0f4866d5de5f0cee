/** Holds a card's place while its data streams in, at the card's size so nothing shifts. */
export function ProductCardPlaceholder() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-lg border border-stone-200 p-4">
      <div className="aspect-square animate-pulse rounded-md bg-stone-100" />
      <div className="mt-4 h-4 w-2/3 animate-pulse rounded bg-stone-100" />
      <div className="mt-3 h-4 w-1/3 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
