import {useEffect, useRef, useState} from 'react';
import {MinusIcon, PlusIcon} from '~/components/icons';
import {clampQuantity, MIN_QUANTITY} from '~/lib/product/quantity';

export interface QuantitySelectorProps {
  id: string;
  name?: string;
  value: number;
  /** null: no upper bound. */
  max: number | null;
  onChange: (quantity: number) => void;
  label?: string;
}

/**
 * A number box with − and + on either side. Typing is allowed: a number above the stock becomes the
 * stock at once, anything below 1 becomes 1 when the box loses focus. Without JavaScript the browser holds the box to `min` and `max`.
 */
export function QuantitySelector({id, name = 'quantity', value, max, onChange, label = 'Quantity'}: QuantitySelectorProps) {
  // What is in the box while typing, which may briefly be empty or out of bounds.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const inputRef = useRef<HTMLInputElement>(null);
  // A number typed before the page's scripts ran is still in the box (hydration leaves it there);
  // it is the shopper's, so it becomes the quantity instead of being reset to the first render's.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== String(value)) commit(Number(typed));
    // Once, when the box comes alive; afterwards every change goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setDraft(String(clamped));
    onChange(clamped);
  };

  // Without JavaScript − and + could do nothing: they go, and the box shows the browser's own arrows.
  const step = 'inline-flex w-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent no-js:hidden';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="inline-flex h-12 overflow-hidden rounded-md border border-stone-400 bg-white">
        <button type="button" className={step} disabled={value <= MIN_QUANTITY} onClick={() => commit(value - 1)}>
          <MinusIcon className="size-4" />
          <span className="sr-only">Decrease quantity</span>
        </button>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={max ?? undefined}
          step={1}
          required
          value={draft}
          onChange={(event) => {
            const typed = Number(event.target.value);
            // Above the stock is never right, so it is corrected at once; an empty or zero box may
            // be on its way to another number, so it waits for the box to lose focus.
            if (max !== null && typed > max) return commit(max);
            setDraft(event.target.value);
            if (event.target.value !== '' && typed >= MIN_QUANTITY) onChange(Math.floor(typed));
          }}
          onBlur={() => commit(Number(draft))}
          className="w-16 border-x border-stone-300 text-center text-stone-900 no-js:border-x-0 js:[appearance:textfield] js:[&::-webkit-inner-spin-button]:appearance-none js:[&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" className={step} disabled={max !== null && value >= max} onClick={() => commit(value + 1)}>
          <PlusIcon className="size-4" />
          <span className="sr-only">Increase quantity</span>
        </button>
      </div>
    </div>
  );
}
