/**
 * Every message a form shows, under the translation keys the spec names. The store speaks English in
 * both locales, so one dictionary serves both; a second language would add a second one here.
 */
export const messages = {
  'input.required_error': 'This field is required.',
  'input.email_error': 'Please enter a valid email address.',
  'input.submit_error': 'Sorry, we could not send this form. Please try again in a moment.',
  'input.min_length_error': 'Please use at least {min} characters.',
  'input.max_length_error': 'Please use no more than {max} characters.',
  'input.password_mismatch_error': 'The passwords do not match.',
} as const;

export type MessageKey = keyof typeof messages;

/** The message for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
