import type {SubmissionResult} from '@conform-to/react';

/**
 * Request forms that editors place in CMS pages post to the page's own action. Two hidden fields
 * say which: the form's kind and its block's `_uid`, which the action looks up in the page's story,
 * so the block's own settings (products, endpoint, redirect) come from content, never the request.
 */
export const FORM_KIND_FIELD = '_form';
export const FORM_BLOCK_FIELD = '_block';

/** The form kind of each component that carries a form (the contact page type's built-in one too). */
export const STORY_FORM_KINDS = {
  contact: 'contact',
  'custom-print-contact-form': 'contact',
  'custom-print-order-form': 'print-order',
  'product-photos-form': 'product-photos',
  'form-tax-exemption': 'tax-exemption',
  'collateral-marketing-materials-form': 'marketing-materials',
} as const;

export type StoryFormComponent = keyof typeof STORY_FORM_KINDS;
export type StoryFormKind = (typeof STORY_FORM_KINDS)[StoryFormComponent];

/** What the page's action answers a form post with; each form reads only its own (`form` is its block's uid). */
export interface StoryFormActionData {
  form: string;
  /** Conform's reply: errors and what was typed. Absent on success. */
  result?: SubmissionResult<string[]>;
  succeeded?: boolean;
  /**
   * Set when the page's story could not be read (a content outage): the form's kind, so the page's
   * error view can show the store's built-in form of that kind with what was typed.
   */
  kind?: StoryFormKind;
}

export function isStoryFormKind(value: string): value is StoryFormKind {
  return (Object.values(STORY_FORM_KINDS) as string[]).includes(value);
}

export function isStoryFormActionData(value: unknown): value is StoryFormActionData {
  return typeof value === 'object' && value !== null && typeof (value as StoryFormActionData).form === 'string';
}
