import {getFormProps} from '@conform-to/react';
import {useValidatedForm} from '~/components/forms';
import {SearchQuerySchema} from '~/lib/forms/schemas/search';
import {SearchFields, type SearchFieldsProps} from './SearchFields';

export type ValidatedSearchFormProps = Omit<SearchFieldsProps, 'form' | 'query' | 'formProps'> & {
  formId: string;
  /** Closes the suggestions when the search goes ahead. */
  onSearch: () => void;
};

/** The search form checked in the browser with the search page's schema: loaded on first use. */
export function ValidatedSearchForm({formId, onSearch, ...props}: ValidatedSearchFormProps) {
  const [form, fields] = useValidatedForm(SearchQuerySchema, {
    id: formId,
    onSubmit(event, {submission}) {
      onSearch();
      // Remix reads the form after this handler, so the address carries the trimmed text.
      const input = event.currentTarget.elements.namedItem(fields.query.name);
      if (submission?.status === 'success' && input instanceof HTMLInputElement) {
        input.value = submission.value.query;
      }
    },
  });
  return <SearchFields {...props} form={form} query={fields.query} formProps={getFormProps(form)} />;
}
