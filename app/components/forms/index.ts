export {CheckboxField, type CheckboxFieldProps} from './CheckboxField';
export {ErrorList, type ListOfErrors} from './ErrorList';
export {Field, type FieldProps} from './Field';
export {SelectField, type SelectFieldProps, type SelectOption} from './SelectField';
export {SubmitButton, useIsSubmitting, type SubmitButtonProps} from './SubmitButton';
export {TextareaField, type TextareaFieldProps} from './TextareaField';
export {useValidatedForm, type ValidatedFormOptions} from './useValidatedForm';
