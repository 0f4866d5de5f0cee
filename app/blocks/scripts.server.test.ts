import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {blockScripts, pageBlockScripts} from './scripts.server';

const built = {
  'app/blocks/block-chunks.ts': ['/assets/block-chunks-1.js'],
  'app/blocks/registry.ts': ['/assets/registry-1.js', '/assets/shared-1.js'],
  'app/blocks/Heading.tsx': ['/assets/Heading-1.js', '/assets/shared-1.js'],
  'app/blocks/Video.tsx': ['/assets/Video-1.js', '/assets/shared-1.js'],
  'app/content/PageStory.tsx': ['/assets/PageStory-1.js'],
};

describe('blockScripts', () => {
  it('names the page type and each block by its own chunk, each chunk once', () => {
    const content = {component: 'page', body: [{component: 'heading', _uid: 'a'}]};
    expect(blockScripts(content, {built})).toEqual([
      {href: '/assets/block-chunks-1.js', blockCode: true},
      {href: '/assets/Heading-1.js', block: 'heading'},
      {href: '/assets/shared-1.js'},
      {href: '/assets/PageStory-1.js', pageType: 'page'},
    ]);
  });

  it('marks the registry in the editor’s preview, where the browser draws blocks from it', () => {
    const content = {component: 'page', body: [{component: 'heading', _uid: 'a'}]};
    expect(blockScripts(content, {built, preview: true})).toEqual([
      {href: '/assets/registry-1.js', registry: true},
      {href: '/assets/shared-1.js'},
      {href: '/assets/block-chunks-1.js', blockCode: true},
      {href: '/assets/Heading-1.js', block: 'heading'},
      {href: '/assets/PageStory-1.js', pageType: 'page'},
    ]);
  });

  it('names no chunk for a block of a kind nobody registered, but the code that draws its notice', () => {
    // Without it the browser would reach for that code halfway through hydrating (React error 418).
    expect(blockScripts([{component: 'mystery-widget', _uid: 'a'}], {built})).toEqual([
      {href: '/assets/block-chunks-1.js', blockCode: true},
    ]);
  });

  it('leaves the registry out when no block will render, even in the preview', () => {
    expect(blockScripts({component: 'page', body: []}, {built, preview: true})).toEqual([
      {href: '/assets/PageStory-1.js', pageType: 'page'},
    ]);
    expect(blockScripts([], {built, preview: true})).toEqual([]);
  });

  it('preloads nothing where nothing was built (dev and tests)', () => {
    expect(blockScripts({component: 'page', body: [{component: 'heading'}]}, {built: null})).toEqual([]);
  });
});

describe('pageBlockScripts', () => {
  const heading = {component: 'heading', _uid: 'h'};
  const video = {component: 'video', _uid: 'v'};
  const content = {_uid: 'p', component: 'page', body: [heading, video]};
  const contextFor = (servesDocument: boolean, preview = false) =>
    ({servesDocument, preview: {active: preview}}) as unknown as AppLoadContext;
  const blocksNamed = (scripts: ReturnType<typeof blockScripts>) => scripts.flatMap(({block}) => (block ? [block] : []));

  it('names in a document only the blocks the browser hydrates: the kept ones keep the server’s HTML', () => {
    expect(blocksNamed(pageBlockScripts(content, contextFor(true), built))).toEqual(['video']);
    expect(blocksNamed(pageBlockScripts([heading, video], contextFor(true), built))).toEqual(['video']);
  });

  it('leaves out the code that draws live blocks when every block is kept', () => {
    const scripts = pageBlockScripts({...content, body: [heading]}, contextFor(true), built);
    expect(scripts.some(({blockCode}) => blockCode)).toBe(false);
    expect(pageBlockScripts(content, contextFor(true), built).some(({blockCode}) => blockCode)).toBe(true);
  });

  it('names every block in a navigation’s data and in the preview, where the browser draws them all', () => {
    expect(blocksNamed(pageBlockScripts(content, contextFor(false), built))).toEqual(['heading', 'video']);
    expect(blocksNamed(pageBlockScripts(content, contextFor(true, true), built))).toEqual(['heading', 'video']);
  });

  it('names a markup-only block without an id even in a document, which draws it', () => {
    const anonymous = {component: 'heading'};
    expect(blocksNamed(pageBlockScripts([anonymous], contextFor(true), built))).toEqual(['heading']);
  });
});
