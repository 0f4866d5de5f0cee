import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {ContactForm} from '~/components/ContactForm';
import type {CustomPrintContactFormBlok} from '~/lib/content/storyblok/types';

/** "Talk to us first": name, email, phone and a note, for people not ready to order. */
export function CustomPrintContactForm({blok}: {blok: CustomPrintContactFormBlok}) {
  return (
    <div {...storyblokEditable(blok)} id="print-contact" className="scroll-mt-24">
      <ContactForm blok={blok} />
    </div>
  );
}
