import {getFormProps} from '@conform-to/react';
import {Form, useFetcher, useLocation, useNavigate} from '@remix-run/react';
import {useEffect, useRef, useState, type KeyboardEvent, type Ref} from 'react';
import {Field, SubmitButton, useIsSubmitting, useValidatedForm} from '~/components/forms';
import {SearchIcon} from '~/components/icons';
import {SearchQuerySchema} from '~/lib/forms/schemas/search';
import type {Suggestions} from '~/lib/listing/suggestions';
import {useVisitorId} from '~/lib/listing/useVisitorId';
import {localizePath, type Locale} from '~/lib/i18n/locale';

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

interface SearchFormProps {
  locale: Locale;
  /** Prefixes element ids; the desktop header and the mobile search bar each render a form. */
  idPrefix: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A GET form to the search page: `/search?query=...`, with or without JavaScript. With it, the box
 * is a combobox: popular searches and products appear as the shopper types, and arrow keys, Enter
 * and Escape work them (the ARIA combobox pattern). The query's schema checks it in the browser; the
 * search page reads it with the same schema.
 */
export function SearchForm({locale, idPrefix, inputRef, className = ''}: SearchFormProps) {
  const action = localizePath('/search', locale);
  useVisitorId();
  const combobox = useSuggestionBox(locale, idPrefix);
  const searching = useIsSubmitting({action, method: 'get'});
  const [form, fields] = useValidatedForm(SearchQuerySchema, {
    // Not `idPrefix` itself: the mobile header already gives that id to the bar around the form.
    id: `${idPrefix}-form`,
    onSubmit(event, {submission}) {
      combobox.close();
      // Remix reads the form after this handler, so the address carries the trimmed text.
      const input = event.currentTarget.elements.namedItem(fields.query.name);
      if (submission?.status === 'success' && input instanceof HTMLInputElement) {
        input.value = submission.value.query;
      }
    },
  });
  return (
    <Form method="get" action={action} role="search" {...getFormProps(form)} className={`relative ${className}`}>
      <Field
        ref={inputRef}
        meta={fields.query}
        type="search"
        label="Search products"
        hideLabel
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        {...combobox.inputProps}
        addon={
          <SubmitButton busy={searching}>
            <SearchIcon />
            <span className="sr-only">Search</span>
          </SubmitButton>
        }
      />
      {combobox.popup}
    </Form>
  );
}

interface SuggestionOption {
  id: string;
  label: string;
  href: string;
  image?: string | null;
}

/** The combobox behaviour and its listbox, for the search input. */
function useSuggestionBox(locale: Locale, idPrefix: string) {
  const fetcher = useFetcher<Suggestions>({key: `${idPrefix}-suggestions`});
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const {pathname, search} = useLocation();
  // A new page (a picked suggestion, a submitted search) closes the list.
  useEffect(() => {
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
  }, [pathname, search]);

  const listboxId = `${idPrefix}-suggestions`;
  const searchPath = localizePath('/search', locale);
  const data = fetcher.data;
  const queries: SuggestionOption[] = (data?.queries ?? []).map((query, index) => ({
    id: `${listboxId}-query-${index}`,
    label: query,
    href: `${searchPath}?${new URLSearchParams({query})}`,
  }));
  const products: SuggestionOption[] = (data?.products ?? []).map((product, index) => ({
    id: `${listboxId}-product-${index}`,
    label: product.title,
    href: localizePath(`/products/${product.handle}`, locale),
    image: product.image,
  }));
  const options = [...queries, ...products];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (option: SuggestionOption) => {
    close();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the last option the next step is back to the text (-1), and from the text to the last.
      setActive((current) => {
        const next = current + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': expanded && active >= 0 ? options[active]?.id : undefined,
    onKeyDown,
    onBlur: close,
    onInput: (event: {currentTarget: HTMLInputElement}) => {
      const text = event.currentTarget.value.trim();
      clearTimeout(timer.current);
      setActive(-1);
      if (!text) {
        close();
        return;
      }
      setOpen(true);
      timer.current = setTimeout(
        () =>
          fetcher.load(
            `${localizePath('/api/suggestions', locale)}?${new URLSearchParams({q: text})}`,
          ),
        SUGGEST_DEBOUNCE_MS,
      );
    },
  };

  const option = (item: SuggestionOption, index: number) => (
    // Keys reach the options through the combobox input (aria-activedescendant), not the options.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      key={item.id}
      id={item.id}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      // Keeps focus in the input, so blur does not close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(item)}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-stone-900 ${
        index === active ? 'bg-emerald-50' : 'hover:bg-stone-50'
      }`}
    >
      {item.image ? (
        <img src={item.image} alt="" width={32} height={32} className="size-8 object-contain" />
      ) : null}
      {item.label}
    </div>
  );

  const popup = (
    <div
      id={listboxId}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
    >
      {queries.map((item, index) => option(item, index))}
      {products.map((item, index) => option(item, queries.length + index))}
    </div>
  );

  return {inputProps, popup, close};
}
