import {storyblokEditable} from '~/lib/storyblok/editable';
import {ContactForm} from '~/components/ContactForm';
import type {CustomPrintContactFormBlok} from '~/lib/storyblok/types';

/** "Talk to us first": name, email, phone and a note, for people not ready to order. */
export function CustomPrintContactForm({blok}: {blok: CustomPrintContactFormBlok}) {
  return (
    <div {...storyblokEditable(blok)} id="print-contact" className="scroll-mt-24">
      <ContactForm blok={blok} />
    </div>
  );
}
