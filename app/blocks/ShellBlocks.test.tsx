import {afterEach, describe, expect, it, vi} from 'vitest';
import {ShellBlocks} from './ShellBlocks';
import {renderHtml} from './test-render';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShellBlocks', () => {
  it('renders the kinds the empty cart may hold: text, a heading and a group of buttons', () => {
    const html = renderHtml(
      <ShellBlocks
        blocks={[
          {_uid: 'h', component: 'heading', text: 'Nothing here yet', level: 'h2'},
          {
            _uid: 't',
            component: 'rich-text-block',
            text: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: 'Try a sample.'}]}]},
          },
          {
            _uid: 'g',
            component: 'button-group',
            buttons: [
              {_uid: 'b', component: 'button', label: 'Shop cups', link: {linktype: 'url', url: '/collections/hot-cups'}},
            ],
          },
        ]}
      />,
    );
    expect(html).toContain('Nothing here yet');
    expect(html).toContain('Try a sample.');
    expect(html).toMatch(/<a[^>]*href="\/collections\/hot-cups"[^>]*>.*Shop cups/s);
  });

  it('tells the editor about a kind the shell does not render, and renders the rest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderHtml(
      <ShellBlocks
        blocks={[
          {_uid: 's', component: 'slider', slides: []},
          {_uid: 'h', component: 'heading', text: 'Still here', level: 'h2'},
        ]}
      />,
    );
    expect(html).toContain('The component &quot;slider&quot; has not yet been created.');
    expect(html).toContain('Still here');
  });
});
