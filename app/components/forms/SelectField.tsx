import {getSelectProps, type FieldMetadata} from '@conform-to/react';
import type {ReactNode, SelectHTMLAttributes} from 'react';
import {ErrorList} from './ErrorList';
import {FieldHint, FieldLabel} from './parts';
import {controlClass} from './styles';

export type SelectOption = string | {value: string; label: string};

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'defaultValue' | 'value'> {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value ("Select an option..."); choosing it reads as nothing chosen. */
  placeholder?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
}

/** A labelled native select over `options`, for a `requiredSelect(...)` field. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  hideLabel = false,
  className,
  ...selectProps
}: SelectFieldProps) {
  const {key, ...controlProps} = getSelectProps(meta, {ariaDescribedBy: hint ? meta.descriptionId : undefined});
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <select key={key} {...controlProps} {...selectProps} className={`${controlClass} rounded-md`}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const {value, label: text} = typeof option === 'string' ? {value: option, label: option} : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </div>
  );
}
