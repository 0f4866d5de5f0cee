import {Form} from '@remix-run/react';
import type {FormEvent, Ref} from 'react';
import {SearchIcon} from '~/components/icons';
import {localizePath, type Locale} from '~/lib/locale';

const EMPTY_QUERY_MESSAGE = 'Please enter a search term.';
/** At least one non-space character, so the browser refuses blank searches even without JavaScript. */
const NOT_BLANK_PATTERN = '.*\\S.*';

interface SearchFormProps {
  locale: Locale;
  /** Prefixes element ids; the desktop header and the mobile search bar each render a form. */
  idPrefix: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A GET form to the search page: `/search?query=...`, with or without JavaScript. */
export function SearchForm({locale, idPrefix, inputRef, className = ''}: SearchFormProps) {
  const inputId = `${idPrefix}-query`;
  return (
    <Form
      method="get"
      action={localizePath('/search', locale)}
      role="search"
      onSubmit={trimQuery}
      className={`flex items-stretch ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="query"
        required
        pattern={NOT_BLANK_PATTERN}
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        onInvalid={(event) => event.currentTarget.setCustomValidity(EMPTY_QUERY_MESSAGE)}
        // Clear the message as the shopper types, or the field would stay invalid forever.
        onInput={(event) => event.currentTarget.setCustomValidity('')}
        className="min-w-0 flex-1 rounded-l-md border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-600"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-r-md bg-emerald-800 px-3 font-semibold text-white hover:bg-emerald-900"
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
    </Form>
  );
}

/** Submit the trimmed text; refuse (with the browser's message bubble) when nothing is left. */
function trimQuery(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem('query');
  if (!(input instanceof HTMLInputElement)) return;
  const query = input.value.trim();
  if (!query) {
    event.preventDefault();
    input.setCustomValidity(EMPTY_QUERY_MESSAGE);
    input.reportValidity();
    return;
  }
  // Remix reads the form data after this handler, so the trimmed value is what gets sent.
  input.value = query;
}
