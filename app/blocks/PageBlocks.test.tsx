// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import type {Blok} from '~/lib/content/storyblok/types';
import {PageBlocks} from './PageBlocks';
import {inPageFrames} from './page-frames';
import {renderHtml} from './test-render';

const doc = (text: string) => ({type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text}]}]});
const heading = (uid: string, text: string): Blok => ({_uid: uid, component: 'heading', text, level: 'h2'});

describe('PageBlocks', () => {
  it('renders every block of a page in order, nested ones included', () => {
    const html = renderHtml(
      <PageBlocks
        blocks={[
          heading('a', 'First'),
          {_uid: 's', component: 'section', body: [{_uid: 't', component: 'rich-text-block', text: doc('Cups made from plants')}]},
          heading('z', 'Last'),
        ]}
      />,
    );
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Cups made from plants'));
    expect(html.indexOf('Cups made from plants')).toBeLessThan(html.indexOf('Last'));
  });

  it('sets blocks placed straight on the page in the page’s width, and leaves each band to frame itself', () => {
    const tabs: Blok = {
      _uid: 'tabs',
      component: 'tabs',
      tabs: [{_uid: 'tab', component: 'tab-item', title: 'Tab', body: [heading('q', 'Questions')]}],
    };
    const section: Blok = {_uid: 'hero', component: 'section', body: [heading('h', 'In the section')]};
    const blocks = [heading('a', 'First'), tabs, section, heading('z', 'Last')];
    const container = document.createElement('div');
    container.innerHTML = renderHtml(<PageBlocks blocks={blocks} layout={inPageFrames} />);

    const frameOf = (text: string) =>
      [...container.querySelectorAll('h1, h2, [role="tab"]')]
        .find((element) => element.textContent === text)
        ?.closest('.max-w-7xl.px-4.py-8');
    // The heading and the tabs before the section share one frame; the heading after it has its own.
    expect(frameOf('First')).toBeTruthy();
    expect(frameOf('Tab')).toBe(frameOf('First'));
    expect(frameOf('Last')).toBeTruthy();
    expect(frameOf('Last')).not.toBe(frameOf('First'));
    // The section brings its width itself, inside no frame of the page's.
    expect(frameOf('In the section')).toBeNull();

    // In a column of the caller's (a post's body), the column is the frame.
    const inColumn = renderHtml(<PageBlocks blocks={blocks} />);
    expect(inColumn).toContain('First');
    expect(inColumn).not.toContain('max-w-7xl flex-col');
  });
});
