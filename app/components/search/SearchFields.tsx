import {Form} from '@remix-run/react';
import type {FormHTMLAttributes, ReactNode, Ref} from 'react';
import {Field, SubmitButton, type FieldControlMeta, type FieldProps, type FormControlMeta} from '~/components/forms';
import {SearchIcon} from '~/components/icons';

export interface SearchFieldsProps {
  action: string;
  searching: boolean;
  /** The suggestion combobox's input props and its listbox. */
  combobox: {inputProps: Omit<FieldProps, 'meta' | 'label'>; popup: ReactNode};
  inputRef?: Ref<HTMLInputElement>;
  className: string;
  form: FormControlMeta;
  query: FieldControlMeta;
  /** conform's form props once validated; the first-use triggers before. */
  formProps: Pick<
    FormHTMLAttributes<HTMLFormElement>,
    'id' | 'onSubmit' | 'noValidate' | 'onFocus' | 'onPointerEnter' | 'aria-invalid' | 'aria-describedby'
  >;
}

/** The search form's markup, the same before and after its schema loads. */
export function SearchFields({action, searching, combobox, inputRef, className, form, query, formProps}: SearchFieldsProps) {
  return (
    <Form method="get" action={action} role="search" id={form.id} {...formProps} className={`relative ${className}`}>
      <Field
        ref={inputRef}
        meta={query}
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
