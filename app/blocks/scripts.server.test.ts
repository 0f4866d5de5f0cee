import {describe, expect, it, vi} from 'vitest';

vi.mock('virtual:block-chunks', () => ({
  default: {
    'app/blocks/Section.tsx': ['/assets/Section.js', '/assets/band.js'],
    'app/blocks/Heading.tsx': ['/assets/Heading.js'],
    'app/blocks/Slider.tsx': ['/assets/Slider.js', '/assets/motion.js'],
    'app/blocks/Slide.tsx': ['/assets/Slide.js'],
    'app/blocks/CustomPrintOrderForm.tsx': ['/assets/CustomPrintOrderForm.js'],
    'app/content/PageStory.tsx': ['/assets/PageStory.js'],
    'app/content/ContactStory.tsx': ['/assets/ContactStory.js'],
  },
}));

const {blockScripts} = await import('./scripts.server');

const heading = (uid: string) => ({_uid: uid, component: 'heading', text: 'Hello'});
const section = (uid: string, body: unknown[]) => ({_uid: uid, component: 'section', body});
const slider = (uid: string) => ({_uid: uid, component: 'slider', slides: [{_uid: `${uid}-1`, component: 'slide'}]});

/** Three top-level blocks: the first screen is the first two; the slider sits below it. */
const body = [section('a', [heading('a1')]), heading('b'), slider('c')];

const hrefs = (preloads: {href: string}[]) => preloads.map((preload) => preload.href);

describe('blockScripts', () => {
  it('preloads a page’s type and the blocks of its first screen, each named, with their imports', () => {
    expect(blockScripts({component: 'page', body})).toEqual([
      {href: '/assets/Section.js', block: 'section'},
      {href: '/assets/band.js'},
      {href: '/assets/Heading.js', block: 'heading'},
      {href: '/assets/PageStory.js', pageType: 'page'},
    ]);
  });

  it('leaves out the blocks only further down the page, which hydrate when their code arrives', () => {
    const preloaded = hrefs(blockScripts({component: 'page', body}));
    expect(preloaded).not.toContain('/assets/Slider.js');
    expect(preloaded).not.toContain('/assets/Slide.js');
    expect(preloaded).not.toContain('/assets/motion.js');
  });

  it('preloads a form wherever it is on the page, so that scripts take over what is typed at once', () => {
    const form = {_uid: 'd', component: 'custom-print-order-form'};
    const preloaded = hrefs(blockScripts({component: 'page', body: [...body, section('e', [form])]}));
    expect(preloaded).toContain('/assets/CustomPrintOrderForm.js');
    expect(preloaded).not.toContain('/assets/Slider.js');
  });

  it('splits a page’s list of blocks (a post’s body) the same way', () => {
    expect(hrefs(blockScripts(body))).toEqual(['/assets/Section.js', '/assets/band.js', '/assets/Heading.js']);
  });

  it('preloads every block of another page type, which renders its blocks with the page', () => {
    const preloaded = hrefs(blockScripts({component: 'contact', body}));
    expect(preloaded).toEqual(expect.arrayContaining(['/assets/Slider.js', '/assets/Slide.js', '/assets/ContactStory.js']));
  });
});
