import {getSelectProps, type FieldMetadata} from '@conform-to/react';
import type {ReactNode, SelectHTMLAttributes} from 'react';
import {ErrorList} from './ErrorList';
import {FieldHint, FieldLabel} from './parts';
import {controlClass} from './styles';

export type SelectOption = string | {value: string; label: string};
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'defaultValue' | 'value'> {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Options under headings, after `options`: a JavaScript-free form can offer every country's regions at once. */
  groups?: readonly SelectOptionGroup[];
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
  groups = [],
  placeholder,
  hint,
  hideLabel = false,
  className,
  ...selectProps
}: SelectFieldProps) {
  const {key, ...controlProps} = getSelectProps(meta, {ariaDescribedBy: hint ? meta.descriptionId : undefined});
  // A select keeps no choice when its options are swapped (the scripted list replacing the server's
  // grouped one, or a list that follows another field): a fresh select per list starts from what
  // the field holds now, a choice made before the scripts ran included.
  const list = [...options, ...groups.flatMap((group) => group.options)].map(optionValue).join('\n');
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <select
        key={`${key}:${list}`}
        {...controlProps}
        defaultValue={meta.value ?? controlProps.defaultValue}
        {...selectProps}
        className={`${controlClass} rounded-md`}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        <Options options={options} />
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            <Options options={group.options} />
          </optgroup>
        ))}
      </select>
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </div>
  );
}

function optionValue(option: SelectOption): string {
  return typeof option === 'string' ? option : option.value;
}

function Options({options}: {options: readonly SelectOption[]}) {
  return options.map((option) => {
    const {value, label} = typeof option === 'string' ? {value: option, label: option} : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
