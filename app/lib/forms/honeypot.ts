/**
 * A field people never see, so it arrives present and empty; bots that fill in every field they
 * find, or post without the page, give themselves away (guarantee 8). Render it with `<Honeypot />`
 * from `~/components/forms` and check the raw form data with `isBotSubmission` before validating;
 * a bot gets the same success a person would, and nothing is sent on.
 */
export const HONEYPOT_FIELD = '_botbait';

export function isBotSubmission(formData: FormData): boolean {
  const values = formData.getAll(HONEYPOT_FIELD);
  return values.length !== 1 || values[0] !== '';
}
