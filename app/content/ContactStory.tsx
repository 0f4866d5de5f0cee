import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Blocks} from '~/blocks/Blocks';
import {ChatCard} from '~/components/chat/ChatCard';
import {ContactForm} from '~/components/ContactForm';
import {FormEmbed} from '~/components/FormEmbed';
import {SiteLink} from '~/components/SiteLink';
import {formEmbedSrc} from '~/lib/content/form-embeds';
import type {ContactContent, ContactListItemBlok, ShownStory} from '~/lib/content/storyblok/types';

const LIST_LABELS: Record<ContactListItemBlok['type'], string> = {
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
};

/**
 * Page type `contact`: a dark band with the heading, the ways to reach the team and the form (an
 * embedded external one, or our own contact form), then a grey band of cards, then the chat.
 */
export function ContactStory({story}: {story: ShownStory<ContactContent>}) {
  const content = story.content;
  const list = (content.contact_list ?? []).filter((item) => item?.text?.trim());
  const cards = content.cards ?? [];
  const embed = formEmbedSrc(content.form_embed_url);
  const formHeading = content.form_heading?.trim() || 'Send us a message';

  return (
    <div {...storyblokEditable(content)}>
      <section className="bg-stone-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:py-20">
          <div className="space-y-6">
            <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{content.heading}</h1>
            {content.subheading ? <p className="text-lg text-stone-200">{content.subheading}</p> : null}
            {list.length > 0 ? (
              <ul className="space-y-5 [&_:focus-visible]:outline-white">
                {list.map((item) => (
                  <ContactListItem key={item._uid} item={item} />
                ))}
              </ul>
            ) : null}
          </div>
          <div className="rounded-xl bg-white p-6 text-stone-900 shadow-lg md:p-8">
            {embed ? (
              <>
                <h2 className="mb-4 text-2xl font-bold">{formHeading}</h2>
                <FormEmbed url={embed} title={formHeading} height={content.form_embed_height} defaultHeight={900} />
              </>
            ) : (
              <ContactForm blok={{...content, heading: formHeading, submit_label: 'Send message'}} />
            )}
          </div>
        </div>
      </section>
      {cards.length > 0 ? (
        <section className="bg-stone-100 py-14 text-stone-900 md:py-20">
          <div className="mx-auto max-w-7xl space-y-8 px-4 md:px-6">
            {content.cards_heading ? <h2 className="text-3xl font-bold">{content.cards_heading}</h2> : null}
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              <Blocks blocks={cards} />
            </div>
          </div>
        </section>
      ) : null}
      {content.show_chat === false ? null : (
        <section className="py-14 md:py-20">
          <div className="mx-auto max-w-3xl px-4 md:px-6">
            <ChatCard heading="Ask us anything" welcome="Questions about sizes, lids or composting? Our assistant answers right away." />
          </div>
        </section>
      )}
    </div>
  );
}

function ContactListItem({item}: {item: ContactListItemBlok}) {
  const label = item.label?.trim() || LIST_LABELS[item.type] || 'Contact';
  return (
    <li {...storyblokEditable(item)}>
      <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">{label}</p>
      <SiteLink link={item.link} className="text-lg whitespace-pre-line text-white underline-offset-4 hover:underline">
        {item.text}
      </SiteLink>
      {item.type === 'phone' && item.hours_text?.trim() ? (
        <p className="text-stone-300">{item.hours_text}</p>
      ) : null}
    </li>
  );
}
