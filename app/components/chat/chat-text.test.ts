import {describe, expect, it} from 'vitest';
import {parseChatText} from './chat-text';

describe('parseChatText', () => {
  it('turns the assistant’s Markdown links into links and keeps the rest as text', () => {
    expect(parseChatText('Here is what we have:\n- [12 oz Lid](/products/12-oz-lid), from $9.50')).toEqual([
      {text: 'Here is what we have:\n- '},
      {text: '12 oz Lid', href: '/products/12-oz-lid'},
      {text: ', from $9.50'},
    ]);
    expect(parseChatText('See [our guide](https://example.com/compost).')).toEqual([
      {text: 'See '},
      {text: 'our guide', href: 'https://example.com/compost'},
      {text: '.'},
    ]);
  });

  it('leaves links to anywhere else as the text they were written as', () => {
    for (const address of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', 'mailto:a@b.c']) {
      const text = `[click](${address})`;
      expect(parseChatText(text)).toEqual([{text}]);
    }
  });

  it('never turns markup into anything but text', () => {
    const text = '<img src=x onerror=alert(1)> <script>alert(1)</script>';
    expect(parseChatText(text)).toEqual([{text}]);
  });
});
