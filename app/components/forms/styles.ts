/** The store's form look in one place, so every form matches the header search. */

export const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

export const controlClass =
  'block w-full min-w-0 border border-stone-400 bg-white px-3 py-2 text-stone-900 ' +
  'placeholder:text-stone-600 aria-invalid:border-red-700 disabled:bg-stone-100';

export const hintClass = 'mt-1 text-sm text-stone-600';

export const buttonClass =
  'relative inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-4 py-2 ' +
  'font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed aria-busy:cursor-wait';
