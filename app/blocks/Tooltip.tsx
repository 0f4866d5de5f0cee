import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {InfoIcon, QuestionIcon} from '~/components/icons';
import {Tooltip as Tip} from '~/components/ui/Tooltip';
import type {TooltipBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** A phrase with an explanation that shows on hover, focus or tap. */
export function Tooltip({blok}: {blok: TooltipBlok}) {
  const label = text(blok.label);
  const content = text(blok.content);
  if (!label || !content) return null;
  const Icon = blok.icon === 'question' ? QuestionIcon : InfoIcon;
  return (
    <Tip
      {...storyblokEditable(blok)}
      trigger={
        <>
          <Icon className="size-4 shrink-0" />
          {label}
        </>
      }
    >
      {content}
    </Tip>
  );
}
