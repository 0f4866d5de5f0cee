import {getTextareaProps, type FieldMetadata} from '@conform-to/react';
import type {ReactNode, TextareaHTMLAttributes} from 'react';
import {ErrorList} from './ErrorList';
import {FieldHint, FieldLabel} from './parts';
import {controlClass} from './styles';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form' | 'defaultValue' | 'value'> {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
}

/** A labelled multi-line text area (messages, order notes), four rows unless told otherwise. */
export function TextareaField({meta, label, hint, hideLabel = false, className, rows = 4, ...textareaProps}: TextareaFieldProps) {
  const {key, ...controlProps} = getTextareaProps(meta, {ariaDescribedBy: hint ? meta.descriptionId : undefined});
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea key={key} rows={rows} {...controlProps} {...textareaProps} className={`${controlClass} rounded-md`} />
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </div>
  );
}
