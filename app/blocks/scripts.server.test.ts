import {describe, expect, it} from 'vitest';
import {blockScripts} from './scripts.server';

const built = {
  'app/blocks/registry.ts': ['/assets/registry-1.js', '/assets/shared-1.js'],
  'app/blocks/Heading.tsx': ['/assets/Heading-1.js', '/assets/shared-1.js'],
  'app/content/PageStory.tsx': ['/assets/PageStory-1.js'],
};

describe('blockScripts', () => {
  it('names the page type, each block and the registry they are drawn with, each chunk once', () => {
    const content = {component: 'page', body: [{component: 'heading', _uid: 'a'}]};
    expect(blockScripts(content, built)).toEqual([
      {href: '/assets/registry-1.js', registry: true},
      {href: '/assets/shared-1.js'},
      {href: '/assets/Heading-1.js', block: 'heading'},
      {href: '/assets/PageStory-1.js', pageType: 'page'},
    ]);
  });

  it('marks the registry for a block of a kind nobody registered, which the registry draws as a notice', () => {
    const scripts = blockScripts([{component: 'mystery-widget', _uid: 'a'}], built);
    expect(scripts).toEqual([
      {href: '/assets/registry-1.js', registry: true},
      {href: '/assets/shared-1.js'},
    ]);
  });

  it('leaves the registry out when no block will render', () => {
    expect(blockScripts({component: 'page', body: []}, built)).toEqual([
      {href: '/assets/PageStory-1.js', pageType: 'page'},
    ]);
    expect(blockScripts([], built)).toEqual([]);
  });

  it('preloads nothing where nothing was built (dev and tests)', () => {
    expect(blockScripts({component: 'page', body: [{component: 'heading'}]}, null)).toEqual([]);
  });
});
