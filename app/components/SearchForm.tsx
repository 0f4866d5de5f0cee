import {getFormProps} from '@conform-to/react';
import {Form} from '@remix-run/react';
import type {Ref} from 'react';
import {z} from 'zod';
import {Field, SubmitButton, useIsSubmitting, useValidatedForm} from '~/components/forms';
import {SearchIcon} from '~/components/icons';
import {requiredText} from '~/lib/forms/fields';
import {localizePath, type Locale} from '~/lib/locale';

/** What `/search?query=...` accepts; the search page reads its query with the same schema. */
export const SearchQuerySchema = z.object({
  query: requiredText({max: 200, requiredMessage: 'Please enter a search term.'}),
});

interface SearchFormProps {
  locale: Locale;
  /** Prefixes element ids; the desktop header and the mobile search bar each render a form. */
  idPrefix: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A GET form to the search page: `/search?query=...`, with or without JavaScript. */
export function SearchForm({locale, idPrefix, inputRef, className = ''}: SearchFormProps) {
  const action = localizePath('/search', locale);
  const searching = useIsSubmitting({action, method: 'get'});
  const [form, fields] = useValidatedForm(SearchQuerySchema, {
    // Not `idPrefix` itself: the mobile header already gives that id to the bar around the form.
    id: `${idPrefix}-form`,
    onSubmit(event, {submission}) {
      // Remix reads the form after this handler, so the address carries the trimmed text.
      const input = event.currentTarget.elements.namedItem(fields.query.name);
      if (submission?.status === 'success' && input instanceof HTMLInputElement) {
        input.value = submission.value.query;
      }
    },
  });
  return (
    <Form method="get" action={action} role="search" {...getFormProps(form)} className={className}>
      <Field
        ref={inputRef}
        meta={fields.query}
        type="search"
        label="Search products"
        hideLabel
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        addon={
          <SubmitButton busy={searching}>
            <SearchIcon />
            <span className="sr-only">Search</span>
          </SubmitButton>
        }
      />
    </Form>
  );
}
