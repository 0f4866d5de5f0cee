export {CheckboxField, type CheckboxFieldProps} from './CheckboxField';
export {ErrorList, type ListOfErrors} from './ErrorList';
export {FileField, type FileFieldProps} from './FileField';
export {Field, type FieldProps} from './Field';
export {Honeypot} from './Honeypot';
export {SelectField, type SelectFieldProps, type SelectOption, type SelectOptionGroup} from './SelectField';
export {SubmitButton, useIsSubmitting, type SubmitButtonProps} from './SubmitButton';
export {TextareaField, type TextareaFieldProps} from './TextareaField';
export {useValidatedForm, type ValidatedFormOptions} from './useValidatedForm';
