import type {ComponentType} from 'react';
import type {Blok} from '~/lib/storyblok/types';
import {BlockList} from './BlockList';
import {Button} from './Button';
import {ButtonGroup} from './ButtonGroup';
import {Heading} from './Heading';
import {RichTextBlock} from './RichTextBlock';
import {Spacer} from './Spacer';

/**
 * The kinds of block the global story's shell fields allow (the empty cart's content), so the
 * mini-cart and the cart page render them without the full registry. The mini-cart loads them with
 * its first opening (`root.tsx`): a page's first load carries neither.
 */
const SHELL_BLOCKS: Record<string, ComponentType<{blok: never}>> = {
  'rich-text-block': RichTextBlock,
  heading: Heading,
  button: Button,
  'button-group': ButtonGroup,
  spacer: Spacer,
};

function shellBlock(name: string) {
  return Object.hasOwn(SHELL_BLOCKS, name)
    ? (SHELL_BLOCKS[name] as ComponentType<{blok: Blok}>)
    : undefined;
}

export function ShellBlocks({blocks}: {blocks: unknown}) {
  return <BlockList blocks={blocks} componentOf={shellBlock} />;
}
