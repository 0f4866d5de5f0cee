import {useForm} from '@conform-to/react';
import {getZodConstraint, parseWithZod} from '@conform-to/zod';
import {useEffect} from 'react';
import type {z} from 'zod';
import {editedSinceLoad} from '~/lib/forms/early-input';

type FormOptions<Schema extends z.ZodTypeAny> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0];

export type ValidatedFormOptions<Schema extends z.ZodTypeAny> = Omit<
  FormOptions<Schema>,
  'constraint' | 'onValidate' | 'defaultNoValidate'
>;

/**
 * A schema's constraints depend on the schema alone: worked out once, not for each form the server
 * renders (every page's header and footer hold forms, rendered afresh for each request).
 */
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/**
 * Conform's `useForm`, set up the one way every store form works: the same zod schema validates in
 * the browser and (through `parseForm`) on the server; the schema's limits become `required`,
 * `maxlength` and `pattern` attributes; errors appear on submit and clear as the person corrects them.
 *
 * Until the page hydrates the browser's own validation runs (conform would turn it off on the server
 * render), so a form refuses empty required fields even without JavaScript. Give `id` when the same
 * form can appear twice on a page.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: ValidatedFormOptions<Schema> = {},
) {
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    shouldRevalidate: 'onInput',
    ...options,
    constraint: constraintOf(schema),
    defaultNoValidate: false,
    onValidate: ({formData}) => parseWithZod(formData, {schema}),
  });
  // Conform subscribes a component to what its last render read, and forgets it all when a render
  // starts. A render React abandons halfway (a transition cut short by typing) would leave the form
  // deaf to its own errors until something else re-renders it; read here, in the same render as
  // `useForm`, they stay subscribed.
  void form[0].allErrors;
  const formId = form[0].id;
  useEffect(() => adoptEditsMadeBeforeScripts(formId), [formId]);
  return form;
}

/**
 * What a visitor typed or chose before the page's scripts ran is in the fields, but conform starts
 * from the server's values and would show the form as if it were untouched (a country chosen early
 * would not bring up its provinces). An input event from an edited field makes conform read the
 * form's values again, as it does for every edit.
 */
function adoptEditsMadeBeforeScripts(formId: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  [...form.elements].find(editedSinceLoad)?.dispatchEvent(new Event('input', {bubbles: true}));
}
