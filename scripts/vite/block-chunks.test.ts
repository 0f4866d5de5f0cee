import {describe, expect, it} from 'vitest';
import {blockChunksFrom} from './block-chunks';

describe('blockChunksFrom', () => {
  const manifest = {
    'app/entry.client.tsx': {file: 'assets/entry.client-1.js', imports: ['_components.js']},
    _components: {file: 'assets/components-2.js'},
    '_components.js': {file: 'assets/components-2.js'},
    '_RichText.js': {file: 'assets/RichText-3.js', imports: ['_components.js', '_links.js']},
    '_links.js': {file: 'assets/links-4.js', imports: ['_components.js']},
    'app/blocks/Heading.tsx': {file: 'assets/Heading-5.js', isDynamicEntry: true, imports: ['_components.js']},
    'app/blocks/RichTextBlock.tsx': {
      file: 'assets/RichTextBlock-6.js',
      isDynamicEntry: true,
      imports: ['_RichText.js'],
    },
    'app/content/ContactStory.tsx': {file: 'assets/ContactStory-7.js', isDynamicEntry: true},
    // A helper module under app/blocks/ that no page imports on demand.
    'app/blocks/parts.tsx': {file: 'assets/parts-8.js'},
  };

  it('lists each block and page type with every chunk it imports, at the base address', () => {
    expect(blockChunksFrom(manifest, '/')).toEqual({
      'app/blocks/Heading.tsx': ['/assets/Heading-5.js', '/assets/components-2.js'],
      'app/blocks/RichTextBlock.tsx': [
        '/assets/RichTextBlock-6.js',
        '/assets/RichText-3.js',
        '/assets/components-2.js',
        '/assets/links-4.js',
      ],
      'app/content/ContactStory.tsx': ['/assets/ContactStory-7.js'],
    });
  });

  it('prefixes a CDN base', () => {
    expect(blockChunksFrom(manifest, 'https://cdn.example/x/')['app/blocks/Heading.tsx']?.[0]).toBe(
      'https://cdn.example/x/assets/Heading-5.js',
    );
  });
});
