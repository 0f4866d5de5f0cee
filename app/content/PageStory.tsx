import {PageBlocks} from '~/blocks/PageBlocks';
import {JsonLd} from '~/blocks/JsonLd';
import {inPageFrames} from '~/blocks/page-frames';
import type {PageContent, ShownStory} from '~/lib/content/storyblok/types';

/** Page type `page`: its structured data, then its body blocks. */
export function PageStory({story}: {story: ShownStory<PageContent>}) {
  const {json_ld: jsonLd = [], body = []} = story.content;
  return (
    <>
      {jsonLd.map((blok) => (
        <JsonLd key={blok._uid} blok={blok} />
      ))}
      <PageBlocks blocks={body} layout={inPageFrames} />
    </>
  );
}
