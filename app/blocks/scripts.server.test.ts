import {describe, expect, it} from 'vitest';
import {blockScripts} from './scripts.server';

const built = {
  'app/blocks/Heading.tsx': ['/assets/Heading-1.js', '/assets/shared-1.js'],
  'app/blocks/Video.tsx': ['/assets/Video-1.js', '/assets/shared-1.js'],
  'app/content/PageStory.tsx': ['/assets/PageStory-1.js'],
};

describe('blockScripts', () => {
  it('lists the chunks of the page type and of each block it holds, nested ones included, each once', () => {
    const content = {
      component: 'page',
      body: [{component: 'section', _uid: 's', body: [{component: 'heading', _uid: 'a'}, {component: 'video', _uid: 'v'}]}],
    };
    expect(blockScripts(content, built)).toEqual([
      '/assets/Heading-1.js',
      '/assets/shared-1.js',
      '/assets/Video-1.js',
      '/assets/PageStory-1.js',
    ]);
  });

  it('lists nothing for a block of a kind nobody registered', () => {
    expect(blockScripts([{component: 'mystery-widget', _uid: 'a'}], built)).toEqual([]);
  });

  it('lists nothing where the build made no chunks (development, tests)', () => {
    expect(blockScripts({component: 'page', body: [{component: 'heading', _uid: 'a'}]}, null)).toEqual([]);
  });
});
