import {RichText} from '~/components/RichText';
import type {RichTextDoc} from '~/lib/content/storyblok/types';

/** A question's answer on its own page, spaced as one block of prose. */
export function FaqAnswer({doc}: {doc: RichTextDoc | null | undefined}) {
  return (
    <div className="mt-6 space-y-4 text-lg leading-8 text-stone-800 [&_a]:text-emerald-800 [&_a]:underline">
      <RichText doc={doc} />
    </div>
  );
}
