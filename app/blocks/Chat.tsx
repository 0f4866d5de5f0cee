import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {ChatCard} from '~/components/chat/ChatCard';
import type {ChatBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** The chat assistant in a page: a card that opens the site's chat with this block's greeting. */
export function Chat({blok}: {blok: ChatBlok}) {
  return (
    <div {...storyblokEditable(blok)}>
      <ChatCard
        heading={text(blok.heading) || 'Ask us anything'}
        welcome={text(blok.welcome_message) || undefined}
        placeholder={text(blok.placeholder) || undefined}
      />
    </div>
  );
}
