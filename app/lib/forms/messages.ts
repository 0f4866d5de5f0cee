/**
 * Every message a form shows, under their translation keys. The store speaks English in
 * both locales, so one dictionary serves both; a second language would add a second one here.
 */
export const messages = {
  'input.required_error': 'This field is required.',
  'input.email_error': 'Please enter a valid email address.',
  'input.submit_error': 'Sorry, we could not send this form. Please try again in a moment.',
  'input.min_length_error': 'Please use at least {min} characters.',
  'input.max_length_error': 'Please use no more than {max} characters.',
  'input.password_mismatch_error': 'The passwords do not match.',
  'input.quantity_error': 'Please choose one of the quantities offered for this product.',
  'input.attachment_required_error': 'Please attach your certificate.',
  'input.file_required_error': 'Please choose at least one file.',
  'input.file_type_error': 'Please choose {types} files.',
  'input.file_content_error': 'We can’t accept this file: its type is not allowed, or its contents do not match its name.',
  'input.file_empty_error': 'This file is empty. Please choose another.',
  'input.file_size_error': 'Each file must be {max} MB or smaller.',
  'input.file_total_error': 'Your files add up to more than {max} MB. Please send fewer or smaller files.',
  'input.file_count_error': 'Please choose no more than {max} files.',
  'input.rate_limit_error': 'You have sent this too many times in a short while. Please wait a few minutes and try again.',
} as const;

export type MessageKey = keyof typeof messages;

/** The message for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
