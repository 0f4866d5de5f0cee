import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {FormEmbed} from '~/components/FormEmbed';
import type {GoogleFormEmbedBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

export function GoogleFormEmbed({blok}: {blok: GoogleFormEmbedBlok}) {
  return (
    <div {...storyblokEditable(blok)}>
      <FormEmbed url={blok.form_url} title={text(blok.title) || 'Embedded form'} height={blok.height} defaultHeight={1200} />
    </div>
  );
}
