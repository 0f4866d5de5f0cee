import {getInputProps, type FieldMetadata} from '@conform-to/react';
import type {InputHTMLAttributes, ReactNode} from 'react';
import {acceptAttribute, type FileAccept} from '~/lib/forms/files';
import {ErrorList} from './ErrorList';
import {FieldHint, FieldLabel} from './parts';

export interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'type' | 'accept' | 'multiple'> {
  /** A `requiredFile()` or `requiredFiles()` field; the latter makes a `multiple` input. */
  meta: FieldMetadata<File | undefined> | FieldMetadata<File[] | undefined>;
  label: ReactNode;
  accept: FileAccept;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled native file input. The browser offers only the accepted types and, with JavaScript,
 * the schema checks size and type before anything is sent; the server checks the bytes themselves.
 */
export function FileField({meta, label, accept, hint, className, ...inputProps}: FileFieldProps) {
  // getInputProps types one field at a time; a list of files takes the same props (and `multiple`).
  const {key, ...controlProps} = getInputProps(meta as FieldMetadata<File | undefined>, {
    type: 'file',
    ariaInvalid: 'allErrors',
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      <input
        key={key}
        {...controlProps}
        {...inputProps}
        accept={acceptAttribute(accept)}
        className="block w-full rounded-md border border-dashed border-stone-400 bg-white px-3 py-3 text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-800 file:px-3 file:py-2 file:font-semibold file:text-white aria-invalid:border-red-700 disabled:bg-stone-100"
      />
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={fileErrors(meta)} className="mt-1" />
    </div>
  );
}

/**
 * The field's own errors and its files': a list of files reports a wrong type or size on the file
 * (`assets[0]`), which has no element of its own to show it, so the input shows them all, once each.
 */
function fileErrors(meta: FileFieldProps['meta']): string[] | undefined {
  const errors = [...new Set(Object.values(meta.allErrors).flat())];
  return errors.length > 0 ? errors : undefined;
}
