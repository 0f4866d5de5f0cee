import type {SubmissionResult} from '@conform-to/react';
import type {FieldConstraint} from '~/lib/forms/constraints';
import type {FieldControlMeta} from './Field';

/** What a form's markup reads of it: its id, and the errors about the whole form. */
export interface FormControlMeta {
  id: string;
  errorId: string;
  errors: string[] | undefined;
}

/**
 * The form and field metadata conform's `useForm` would give, built from the server's last answer
 * alone: the same ids, the constraints as attributes, the server's errors and what was typed. For a
 * form on every page that renders this way until its schema loads (`useValidateOnFirstUse`).
 */
export function plainForm<Name extends string>(
  id: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
  constraints: Record<Name, FieldConstraint>,
): {form: FormControlMeta; fields: Record<Name, FieldControlMeta>} {
  const errorsOf = (name: string) => lastResult?.error?.[name] ?? undefined;
  const fields = Object.fromEntries(
    (Object.keys(constraints) as Name[]).map((name) => {
      const fieldId = `${id}-${name}`;
      const typed = lastResult?.initialValue?.[name];
      const meta: FieldControlMeta = {
        ...constraints[name],
        id: fieldId,
        name,
        formId: id,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        errors: errorsOf(name),
        initialValue: typeof typed === 'string' ? typed : undefined,
      };
      return [name, meta];
    }),
  ) as Record<Name, FieldControlMeta>;
  return {form: {id, errorId: `${id}-error`, errors: errorsOf('')}, fields};
}
