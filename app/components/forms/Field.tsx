import {getInputProps, type FieldMetadata} from '@conform-to/react';
import {forwardRef, type InputHTMLAttributes, type ReactNode} from 'react';
import {ErrorList} from './ErrorList';
import {FieldHint, FieldLabel} from './parts';
import {controlClass} from './styles';

type TextInputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';

export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'type' | 'defaultValue' | 'value'> {
  /** The field from conform's `useForm` (`fields.email`): name, ids, constraints, errors, typed value. */
  meta: FieldMetadata<string | number | undefined>;
  label: ReactNode;
  type?: TextInputType;
  /** Read out with the field, shown under it. */
  hint?: ReactNode;
  /** For fields whose purpose the layout already shows (a search box); screen readers still get it. */
  hideLabel?: boolean;
  /** A control joined to the input's right edge, such as the form's submit button. */
  addon?: ReactNode;
  /** Classes for the wrapper; the input keeps the store's look. */
  className?: string;
}

/** A labelled input with its hint and errors wired up by id, for any text-like conform field. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  {meta, label, type = 'text', hint, hideLabel = false, addon, className, ...inputProps},
  ref,
) {
  const {key, ...controlProps} = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  const input = (
    <input
      key={key}
      ref={ref}
      {...controlProps}
      {...inputProps}
      className={`${controlClass} ${addon ? 'flex-1 rounded-l-md' : 'rounded-md'}`}
    />
  );
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {addon ? <div className="flex items-stretch [&>:last-child]:rounded-l-none">{input}{addon}</div> : input}
      <FieldHint id={meta.descriptionId}>{hint}</FieldHint>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </div>
  );
});
