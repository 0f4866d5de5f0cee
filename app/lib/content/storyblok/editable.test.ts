import {describe, expect, it} from 'vitest';
import {storyblokEditable} from './editable';

describe('storyblokEditable', () => {
  it("marks a draft's block for the visual editor", () => {
    const marker = {name: 'spacer', space: '1', uid: 'abc', id: '7'};
    expect(storyblokEditable({_editable: `<!--#storyblok#${JSON.stringify(marker)}-->`})).toEqual({
      'data-blok-c': JSON.stringify(marker),
      'data-blok-uid': '7-abc',
    });
  });

  it('marks nothing for published content, an unreadable marker or no block', () => {
    expect(storyblokEditable({_uid: 'a', component: 'spacer'})).toEqual({});
    expect(storyblokEditable({_editable: '<!--#storyblok#{not json-->'})).toEqual({});
    expect(storyblokEditable({_editable: '<!--#storyblok#null-->'})).toEqual({});
    expect(storyblokEditable(null)).toEqual({});
  });
});
