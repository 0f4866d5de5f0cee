import type {Submission} from '@conform-to/zod';
import {parseWithZod} from '@conform-to/zod';
import {data} from '@shopify/remix-oxygen';
import type {z} from 'zod';
import {readFormBody} from '~/lib/http/request-body.server';
import {t} from './messages';

type Parsed<Schema extends z.ZodTypeAny> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/** Conform's own fields for intents (validate, reset, list edits) and its saved state. */
const CONFORM_CONTROLS = ['__intent__', '__state__'];

/**
 * No form of ours has a list this long. Conform builds an array up to the highest index a field names,
 * so one `x[99999999]` field would otherwise make a tiny request answer with hundreds of megabytes.
 */
const MAX_LIST_INDEX = 500;

/** Any field whose name says it holds a password is never sent back to the page. */
const SECRET_FIELD = /password/i;

/**
 * Reads and validates a form with the same zod schema the page validates with. Never throws on bad
 * input but a body past the form cap (`readFormBody`'s 413): an unreadable body parses as an empty
 * form (so every required field reports itself), and a hand-made intent conform cannot read is ignored.
 */
export async function parseForm<Schema extends z.ZodTypeAny>(
  source: Request | FormData,
  schema: Schema,
): Promise<Parsed<Schema>> {
  return parseFormData(source instanceof Request ? await readFormBody(source) : source, schema);
}

/**
 * `parseForm` for FormData already read. Every action parses posted data through one of the two,
 * never conform's `parseWithZod` directly: that throws on a garbled intent (a 500) and builds a
 * list as long as the highest index a field names (one field can exhaust the worker's memory).
 */
export function parseFormData<Schema extends z.ZodTypeAny>(source: FormData, schema: Schema): Parsed<Schema> {
  const formData = withoutOversizedLists(source);
  try {
    return parseWithZod(formData, {schema});
  } catch {
    return parseWithZod(without(formData, (name) => CONFORM_CONTROLS.includes(name)), {schema});
  }
}

/**
 * The answer to a form that failed validation: 400 with the field errors and what the person typed,
 * passwords left out. (A conform intent, such as a validate button, is not a failure: 200.)
 */
export function invalidForm(submission: Submission<unknown>) {
  return data(
    {result: submission.reply({hideFields: secretFields(submission.payload)})},
    {status: submission.status === 'error' ? 400 : 200},
  );
}

/**
 * The answer when the form was valid but the service behind it failed or refused it: the translated
 * submit error above the form, everything typed kept (passwords aside), and a 502 that says whose
 * fault it was, so nothing mistakes it for a success.
 */
export function submitFailed(submission: Submission<unknown>) {
  return data(
    {
      result: submission.reply({
        formErrors: [t('input.submit_error')],
        hideFields: secretFields(submission.payload),
      }),
    },
    {status: 502},
  );
}

function withoutOversizedLists(formData: FormData): FormData {
  const indexes = (name: string) => Array.from(name.matchAll(/\[(\d+)\]/g), (match) => Number(match[1]));
  return without(formData, (name) => indexes(name).some((index) => index > MAX_LIST_INDEX));
}

function without(formData: FormData, drop: (name: string) => boolean): FormData {
  if (!Array.from(formData.keys()).some(drop)) return formData;
  const kept = new FormData();
  for (const [name, value] of formData) if (!drop(name)) kept.append(name, value);
  return kept;
}

/**
 * Conform paths (`password`, `customer.password`, `accounts[0].password`) of password-like fields,
 * for actions that build their own reply: `submission.reply({hideFields: secretFields(submission.payload)})`.
 */
export function secretFields(payload: unknown, path = ''): string[] {
  if (Array.isArray(payload)) {
    return payload.flatMap((item, index) => secretFields(item, `${path}[${index}]`));
  }
  if (payload === null || typeof payload !== 'object' || payload instanceof File) return [];
  return Object.entries(payload).flatMap(([key, value]) => {
    const name = path ? `${path}.${key}` : key;
    return SECRET_FIELD.test(key) ? [name] : secretFields(value, name);
  });
}
