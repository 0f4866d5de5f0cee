import {describe, expect, it} from 'vitest';
import {behaviourIn} from '~/lib/test-markup';
import {hydratedBlocks, hydratedContent, MARKUP_ONLY_BLOCKS} from './markup-only';
import {BLOCKS, blockFile} from './registry';

describe('markup-only blocks', () => {
  it('are registered blocks', () => {
    expect([...MARKUP_ONLY_BLOCKS].filter((name) => !(name in BLOCKS))).toEqual([]);
  });

  it('have no behaviour of their own, nor in anything they import', () => {
    const found = [...MARKUP_ONLY_BLOCKS].flatMap((name) => behaviourIn(blockFile(name)));
    expect(found).toEqual([]);
  });

  it('are told apart from blocks with behaviour by the same reading', () => {
    expect(behaviourIn(blockFile('video'))).not.toEqual([]);
    expect(behaviourIn(blockFile('tabs'))).not.toEqual([]);
    expect(behaviourIn(blockFile('product-deal-card'))).not.toEqual([]);
  });
});

describe('hydratedBlocks', () => {
  const heading = {_uid: 'h', component: 'heading', text: 'Cups'};
  const withTabs = {_uid: 's', component: 'section', body: [{_uid: 't', component: 'tabs', tabs: []}]};
  const plain = {_uid: 'p', component: 'section', body: [heading]};

  it('leaves out bodies that are markup through and through, and keeps any holding behaviour', () => {
    expect(hydratedBlocks([plain, withTabs, heading], false)).toEqual([withTabs]);
  });

  it('keeps every block in the preview', () => {
    expect(hydratedBlocks([plain, withTabs], true)).toEqual([plain, withTabs]);
  });

  it('applies to the body of a page story only', () => {
    expect(hydratedContent({_uid: 'c', component: 'page', body: [plain, withTabs]}, false)).toEqual({
      _uid: 'c',
      component: 'page',
      body: [withTabs],
    });
    const contact = {_uid: 'c', component: 'contact', body: [plain]};
    expect(hydratedContent(contact, false)).toBe(contact);
  });
});
