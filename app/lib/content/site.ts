/** Facts about the store that do not come from the CMS: one place, so no page spells them its own way. */
export const SITE_NAME = 'Green Packaging Co.';
export const BLOG_NAME = 'The Green Standard';
/** When the support line answers; the number itself is the editors' (the global story's header). */
export const SUPPORT_HOURS = 'Monday to Friday 9a-6p Eastern';

/**
 * A page's `<title>`: the page's own title, then the store's name, once. Editors often end SEO
 * titles with the store's name already.
 */
export function pageTitle(title: string | null | undefined): string {
  const own = title?.trim();
  if (!own) return SITE_NAME;
  return own.toLowerCase().includes(SITE_NAME.toLowerCase()) ? own : `${own} | ${SITE_NAME}`;
}
