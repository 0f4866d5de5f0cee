import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import type {Blok, FooterBlok, GlobalContent} from '~/lib/storyblok/types';
import {needKey, recentPostsNeed, storeReviewsNeed} from './data';
import {blockDataForResponse, bodyForResponse, contentForResponse, globalForResponse} from './kept-blocks.server';

const heading: Blok = {_uid: 'h', component: 'heading', text: 'Compostable cups', level: 'h1'};
const video: Blok = {_uid: 'v', component: 'video', url: 'https://youtu.be/abc'};
const section: Blok = {_uid: 's', component: 'section', body: [heading, video]};

function contextFor({document = true, preview = false} = {}) {
  return {
    servesDocument: document,
    preview: {active: preview},
    keptBlocks: new Map<string, Blok>(),
    keptBlockData: {},
  } as unknown as AppLoadContext;
}

describe('bodyForResponse', () => {
  it('carries a document’s markup-only blocks as stubs and keeps them for the server’s render', () => {
    const context = contextFor();
    expect(bodyForResponse([heading, section], context)).toEqual([
      {_uid: 'h', component: 'heading', _kept: true},
      section,
    ]);
    expect([...context.keptBlocks]).toEqual([['h', heading]]);
  });

  it('carries every block whole in a navigation’s data and in the preview, which the browser renders', () => {
    for (const context of [contextFor({document: false}), contextFor({preview: true})]) {
      expect(bodyForResponse([heading, section], context)).toEqual([heading, section]);
      expect(context.keptBlocks.size).toBe(0);
    }
  });

  it('leaves a block without an id whole: the browser could not tell its HTML apart', () => {
    const anonymous = {component: 'heading', text: 'No id'} as unknown as Blok;
    expect(bodyForResponse([anonymous], contextFor())).toEqual([anonymous]);
  });

  it('applies to the body of page type `page` only, without changing the story it was given', () => {
    const content = {_uid: 'p', component: 'page', body: [heading]};
    const shown = contentForResponse(content, contextFor());
    expect(shown.body).toEqual([{_uid: 'h', component: 'heading', _kept: true}]);
    expect(content.body).toEqual([heading]);
    const contact = {_uid: 'c', component: 'contact', body: [heading]};
    expect(contentForResponse(contact, contextFor())).toBe(contact);
  });
});

describe('blockDataForResponse', () => {
  const teaser: Blok = {_uid: 't', component: 'reviews-teaser'};
  const posts: Blok = {_uid: 'r', component: 'recent-post-grid', posts_per_page: '3'};
  const widget: Blok = {_uid: 'w', component: 'review-widget', widget: 'store-carousel'};
  const reviewsKey = needKey(storeReviewsNeed());
  const postsKey = needKey(recentPostsNeed(posts));
  const latestPosts = Promise.resolve({items: []});
  const data = {[reviewsKey]: {averageRating: 4.6}, [postsKey]: latestPosts};

  it('leaves out of a document what only kept blocks read, keeping it for the server’s render', () => {
    const context = contextFor();
    const body = bodyForResponse([teaser, posts], context);
    expect(blockDataForResponse(data, body, context)).toEqual({});
    expect(context.keptBlockData).toEqual(data);
    expect(context.keptBlockData[postsKey]).toBe(latestPosts);
  });

  it('carries what a hydrated block reads, even when a kept block reads it too', () => {
    const context = contextFor();
    const body = bodyForResponse([teaser, {_uid: 's', component: 'section', body: [posts, widget]}], context);
    expect(blockDataForResponse(data, body, context)).toEqual(data);
    expect(context.keptBlockData).toEqual({});
  });

  it('carries everything in a navigation’s data and in the preview', () => {
    for (const context of [contextFor({document: false}), contextFor({preview: true})]) {
      const body = bodyForResponse([teaser, posts], context);
      expect(blockDataForResponse(data, body, context)).toBe(data);
    }
  });
});

describe('globalForResponse', () => {
  const badges = [{_uid: 'bpi', component: 'badge' as const, image: {filename: 'https://a.example/bpi.png', alt: 'BPI'}}];
  const subscribe = [
    {_uid: 'sub', component: 'footer_subscribe' as const, title: 'Join us', submit_text: 'Sign up', success_text: 'Thanks', hide_on_pages: '/blog'},
  ];
  const footer = {
    _uid: 'f',
    component: 'footer',
    nav_menus: [{_uid: 'm', component: 'footer_nav_menu', title: 'Company', links: []}],
    copyright_text: '© {year} GP',
    subscribe,
    badges,
  } as FooterBlok;
  const global = {_uid: 'g', component: 'global', header: [], footer: [footer]} as GlobalContent;

  it('carries a document’s footer as a stub with its signup, and keeps it for the server’s render', () => {
    const context = contextFor();
    const served = globalForResponse(global, context);
    expect(served.footer).toEqual([{_uid: 'f', component: 'footer', _kept: true, subscribe, badges}]);
    expect(served.header).toBe(global.header);
    expect(context.keptBlocks.get('f')).toBe(footer);
    expect(global.footer).toEqual([footer]);
  });

  it('carries the footer whole in a navigation’s data, which renders it in another locale', () => {
    const context = contextFor({document: false});
    expect(globalForResponse(global, context)).toBe(global);
    expect(context.keptBlocks.size).toBe(0);
  });
});
