import {getInputProps, type FieldMetadata} from '@conform-to/react';
import type {InputHTMLAttributes, ReactNode} from 'react';
import {ErrorList} from './ErrorList';
import {FieldHint} from './parts';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'type' | 'value' | 'defaultChecked'> {
  /** A `checkbox()` or `requiredCheckbox()` field: ticked submits `on`, which the schema reads as `true`. */
  meta: FieldMetadata<boolean | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A native checkbox with its label beside it, so it works and submits without JavaScript. */
export function CheckboxField({meta, label, hint, className, ...inputProps}: CheckboxFieldProps) {
  const {key, ...controlProps} = getInputProps(meta, {
    type: 'checkbox',
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          key={key}
          {...controlProps}
          {...inputProps}
          className="mt-0.5 size-4 shrink-0 accent-emerald-800"
        />
        <label htmlFor={meta.id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </div>
  );
}
