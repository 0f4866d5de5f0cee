/**
 * The shop's Online Store on the sandbox (menus, policies, pages, the blog, sitemaps), read through
 * Hydrogen's own storefront client with the queries a Hydrogen app sends, and sitemaps built by
 * Hydrogen's own `getSitemapIndex` / `getSitemap`.
 */
import {readFileSync} from 'node:fs';
import {getSitemap, getSitemapIndex} from '@shopify/hydrogen';
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../../sandbox/catalogue';
import {stripHtml} from '../../sandbox/shopify/resolvers/product-view';
import type {RichTextNode, Story} from '../../sandbox/storyblok/content-types';
import {hydrogenStorefront, setupServedSandbox, type AnyJson} from '../../sandbox/testing';
import {childrenNamed, parseXml, type XmlElement} from './xml';

const served = setupServedSandbox();
const STORE = 'http://localhost:3000';

function query(document: string, variables: Record<string, unknown> = {}): Promise<AnyJson> {
  return hydrogenStorefront(served.url()).query(document, {variables});
}

const MENU_QUERY = `#graphql
  fragment SandboxMenuItem on MenuItem { id title type url resourceId tags resource { __typename ... on Collection { handle } ... on ShopPolicy { handle } ... on Page { handle } } }
  query SandboxMenu($handle: String!) {
    menu(handle: $handle) {
      id handle title itemsCount
      items { ...SandboxMenuItem items { ...SandboxMenuItem items { id } } }
    }
  }
`;

describe('menus', () => {
  test('the main menu nests each category’s collections under it, linked to the collection', async () => {
    const {menu} = await query(MENU_QUERY, {handle: 'main-menu'});
    expect(menu).toMatchObject({handle: 'main-menu', title: 'Main menu', itemsCount: 9});
    const hotCups = menu.items[0];
    expect(hotCups).toMatchObject({
      title: 'Hot Cups',
      type: 'COLLECTION',
      url: `${STORE}/collections/hot-cups`,
      resource: {__typename: 'Collection', handle: 'hot-cups'},
    });
    const hotCupsId = loadCatalogue().collectionByHandle.get('hot-cups')?.id;
    expect(hotCups.resourceId).toBe(`gid://shopify/Collection/${hotCupsId}`);
    expect(hotCups.items.map((item: AnyJson) => item.title)).toEqual([
      'Single Wall Hot Cups',
      'Double Wall Hot Cups',
      'Hot Cup Lids',
      'Cup Sleeves',
    ]);
    expect(hotCups.items[0].items).toEqual([]);

    const learn = menu.items.find((item: AnyJson) => item.title === 'Learn');
    expect(learn).toMatchObject({
      type: 'HTTP',
      url: `${STORE}/blog`,
      resource: null,
      resourceId: null,
    });
    expect(learn.items.map((item: AnyJson) => item.url)).toContain(`${STORE}/faq`);
    const ids = [menu.items, ...menu.items.map((item: AnyJson) => item.items)]
      .flat()
      .map((item: AnyJson) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the footer menu links policies and pages as resources', async () => {
    const {menu} = await query(MENU_QUERY, {handle: 'footer'});
    const privacy = menu.items.find((item: AnyJson) => item.title === 'Privacy Policy');
    expect(privacy).toMatchObject({
      type: 'SHOP_POLICY',
      url: `${STORE}/policies/privacy-policy`,
      resource: {__typename: 'ShopPolicy', handle: 'privacy-policy'},
    });
    const company = menu.items.find((item: AnyJson) => item.title === 'Company');
    expect(company.items[0]).toMatchObject({
      type: 'PAGE',
      resource: {__typename: 'Page', handle: 'about'},
    });
    const shop = menu.items.find((item: AnyJson) => item.title === 'Shop');
    expect(shop).toMatchObject({type: 'CATALOG', url: `${STORE}/collections/all`});
  });

  test('a menu the shop does not have is null', async () => {
    expect((await query(MENU_QUERY, {handle: 'sidebar'})).menu).toBeNull();
  });
});

describe('policies', () => {
  const POLICIES = `#graphql
    fragment SandboxPolicy on ShopPolicy { id title handle url body }
    query SandboxPolicies {
      shop {
        privacyPolicy { ...SandboxPolicy }
        refundPolicy { ...SandboxPolicy }
        shippingPolicy { ...SandboxPolicy }
        termsOfService { ...SandboxPolicy }
        subscriptionPolicy { id title handle url body }
      }
    }
  `;

  test.each([
    ['privacyPolicy', 'privacy-policy', 'Privacy Policy'],
    ['refundPolicy', 'refund-policy', 'Refund Policy'],
    ['shippingPolicy', 'shipping-policy', 'Shipping Policy'],
    ['termsOfService', 'terms-of-service', 'Terms of Service'],
  ])('the %s says what the policy story says', async (field, handle, title) => {
    const policy = (await query(POLICIES)).shop[field];
    expect(policy).toMatchObject({title, handle, url: `${STORE}/policies/${handle}`});
    expect(policy.id).toMatch(/^gid:\/\/shopify\/ShopPolicy\/\d+$/);
    const text = stripHtml(policy.body);
    for (const sentence of storyTexts(`en-us/policies/${handle}`)) expect(text).toContain(sentence);
  });

  test('the shipping policy keeps the story’s rate table', async () => {
    const {body} = (await query(POLICIES)).shop.shippingPolicy;
    expect(body).toMatch(
      /<table><caption>Shipping rates<\/caption><thead><tr><th>Order subtotal<\/th>/,
    );
  });

  test('the subscription policy says the shop sells no subscriptions', async () => {
    const policy = (await query(POLICIES)).shop.subscriptionPolicy;
    expect(policy).toMatchObject({
      title: 'Subscription Policy',
      handle: 'subscription-policy',
      url: `${STORE}/policies/subscription-policy`,
    });
    expect(policy.body).toContain('does not sell subscriptions');
  });
});

describe('pages', () => {
  const PAGE = `#graphql
    query SandboxPage($handle: String!) {
      page(handle: $handle) { id handle title body bodySummary createdAt updatedAt onlineStoreUrl seo { title description } }
    }
  `;

  test('a page answers with its body, summary, dates and address', async () => {
    const {page} = await query(PAGE, {handle: 'about'});
    expect(page).toMatchObject({
      handle: 'about',
      title: 'About Us',
      onlineStoreUrl: `${STORE}/pages/about`,
      seo: {title: 'About Green Packaging Co.'},
    });
    expect(page.body).toContain('<h2>What we believe</h2>');
    expect(page.bodySummary).toMatch(/^Green Packaging Co\. started in 2012 .*\.\.\.$/);
    expect(page.bodySummary).not.toContain('<');
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.parse(page.createdAt));

    const byId = await query(
      'query SandboxPageById($id: ID!) { page(id: $id) { handle } node(id: $id) { ... on Page { title } } }',
      {id: page.id},
    );
    expect(byId).toMatchObject({page: {handle: 'about'}, node: {title: 'About Us'}});
  });

  test('a page the shop does not have is null', async () => {
    expect((await query(PAGE, {handle: 'careers'})).page).toBeNull();
  });

  test('pages page through by cursor, and a query narrows them', async () => {
    const LIST = `#graphql
      query SandboxPages($first: Int, $after: String, $query: String, $sortKey: PageSortKeys) {
        pages(first: $first, after: $after, query: $query, sortKey: $sortKey) {
          nodes { handle }
          pageInfo { hasNextPage hasPreviousPage endCursor }
        }
      }
    `;
    const first = (await query(LIST, {first: 2})).pages;
    expect(first.nodes.map((node: AnyJson) => node.handle)).toEqual(['about', 'contact']);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const second = (await query(LIST, {first: 2, after: first.pageInfo.endCursor})).pages;
    expect(second.nodes.map((node: AnyJson) => node.handle)).toEqual(['why-compostable']);
    expect(second.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});

    const found = (await query(LIST, {first: 10, query: 'compost', sortKey: 'RELEVANCE'})).pages;
    expect(found.nodes.map((node: AnyJson) => node.handle)).toEqual(['why-compostable', 'about']);
    const titled = (await query(LIST, {first: 10, query: 'title:contact'})).pages;
    expect(titled.nodes.map((node: AnyJson) => node.handle)).toEqual(['contact']);
  });
});

describe('the blog', () => {
  const BLOG = `#graphql
    query SandboxBlog($handle: String!, $first: Int, $last: Int, $after: String, $before: String) {
      blog(handle: $handle) {
        id title handle onlineStoreUrl seo { title }
        authors { name email }
        articles(first: $first, last: $last, after: $after, before: $before) {
          nodes {
            id handle title publishedAt tags excerpt contentHtml onlineStoreUrl
            authorV2 { name firstName lastName }
            image { url altText width height }
            blog { handle }
          }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        }
      }
    }
  `;

  test('a blog lists its articles oldest first, four at a time, and back again', async () => {
    const first = (await query(BLOG, {handle: 'news', first: 4})).blog;
    expect(first).toMatchObject({
      title: 'News',
      handle: 'news',
      onlineStoreUrl: `${STORE}/blogs/news`,
    });
    expect(first.articles.nodes).toHaveLength(4);
    expect(first.articles.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const dates = first.articles.nodes.map((article: AnyJson) => article.publishedAt);
    expect([...dates].sort()).toEqual(dates);

    const article = first.articles.nodes[0];
    expect(article).toMatchObject({
      handle: 'we-now-ship-to-canada',
      blog: {handle: 'news'},
      authorV2: {name: 'Tom Whitaker', firstName: 'Tom', lastName: 'Whitaker'},
      onlineStoreUrl: `${STORE}/blogs/news/we-now-ship-to-canada`,
      image: {width: 800, height: 600},
    });
    expect(article.image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/f\//);
    expect(article.contentHtml).toContain('<h2>How it works</h2>');
    expect(article.excerpt).not.toContain('<');

    const second = (
      await query(BLOG, {handle: 'news', first: 4, after: first.articles.pageInfo.endCursor})
    ).blog;
    expect(second.articles.nodes.map((node: AnyJson) => node.handle)).toEqual([
      'holiday-shipping-dates-2026',
    ]);
    expect(second.articles.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});

    const back = (
      await query(BLOG, {handle: 'news', last: 4, before: second.articles.pageInfo.startCursor})
    ).blog;
    expect(back.articles.nodes.map((node: AnyJson) => node.id)).toEqual(
      first.articles.nodes.map((node: AnyJson) => node.id),
    );
    expect(first.authors.map((author: AnyJson) => author.name)).toEqual([
      'Tom Whitaker',
      'Daniel Reyes',
      'Priya Natarajan',
    ]);
  });

  test('an article is found by handle within its blog, by id, and across blogs by tag', async () => {
    const byHandle = await query(
      `#graphql
      query SandboxArticle($blog: String!, $article: String!) {
        blog(handle: $blog) { articleByHandle(handle: $article) { id title content(truncateAt: 20) seo { description } } }
      }
    `,
      {blog: 'news', article: 'free-samples-are-here'},
    );
    const found = byHandle.blog.articleByHandle;
    expect(found.title).toBe('Try before you buy a case: free samples are here');
    expect(found.content).toBe('Pick up to fifteen c...');

    const byId = await query(
      'query SandboxArticleById($id: ID!) { article(id: $id) { handle blog { title } } }',
      {id: found.id},
    );
    expect(byId.article).toEqual({handle: 'free-samples-are-here', blog: {title: 'News'}});

    const tagged = await query(
      `#graphql
      query SandboxArticles($query: String) {
        articles(first: 10, query: $query, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } }
        blogs(first: 10) { nodes { handle title } }
      }
    `,
      {query: 'tag:shipping'},
    );
    expect(tagged.articles.nodes.map((node: AnyJson) => node.handle)).toEqual([
      'holiday-shipping-dates-2026',
      'we-now-ship-to-canada',
    ]);
    expect(tagged.blogs.nodes).toEqual([{handle: 'news', title: 'News'}]);
  });

  test('a blog or article the shop does not have is null', async () => {
    const missing = await query(`#graphql
      query SandboxMissing { blog(handle: "recipes") { id } news: blog(handle: "news") { articleByHandle(handle: "nope") { id } } article(id: "gid://shopify/Article/1") { id } }
    `);
    expect(missing).toMatchObject({blog: null, news: {articleByHandle: null}, article: null});
  });
});

describe('sitemaps', () => {
  const SITEMAP = `#graphql
    query SandboxSitemap($type: SitemapType!, $page: Int!) {
      sitemap(type: $type) {
        pagesCount { count precision }
        resources(page: $page) {
          hasNextPage
          items { handle updatedAt ... on SitemapResource { title image { filepath alt updatedAt } } }
        }
      }
    }
  `;
  const catalogue = loadCatalogue();

  test.each([
    ['PRODUCT', catalogue.listedProducts.length, catalogue.listedProducts[0].handle],
    ['COLLECTION', catalogue.collections.length, catalogue.collections[0].handle],
    ['PAGE', 3, 'about'],
    ['BLOG', 1, 'news'],
    ['ARTICLE', 5, 'news/we-now-ship-to-canada'],
  ])('the %s sitemap has one page listing every resource', async (type, count, firstHandle) => {
    const {sitemap} = await query(SITEMAP, {type, page: 1});
    expect(sitemap.pagesCount).toEqual({count: 1, precision: 'EXACT'});
    expect(sitemap.resources.hasNextPage).toBe(false);
    expect(sitemap.resources.items).toHaveLength(count);
    expect(sitemap.resources.items[0].handle).toBe(firstHandle);
    for (const item of sitemap.resources.items) {
      expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt.replace(/Z$/, '.000Z'));
    }
    const after = (await query(SITEMAP, {type, page: 2})).sitemap.resources;
    expect(after).toEqual({hasNextPage: false, items: []});
  });

  test('product sitemap items carry their picture, and the metaobject sitemap is empty', async () => {
    const products = (await query(SITEMAP, {type: 'PRODUCT', page: 1})).sitemap.resources.items;
    expect(products[0].image.filepath).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/f\/shopify\/products\//,
    );
    const metaobjects = (await query(SITEMAP, {type: 'METAOBJECT', page: 1})).sitemap;
    expect(metaobjects).toEqual({
      pagesCount: {count: 0, precision: 'EXACT'},
      resources: {hasNextPage: false, items: []},
    });
  });

  test('Hydrogen’s getSitemapIndex and getSitemap build valid sitemaps of every resource', async () => {
    const storefront = hydrogenStorefront(served.url());
    const origin = 'https://shop.example';
    const index = await getSitemapIndex({
      storefront,
      request: new Request(`${origin}/sitemap.xml`),
    });
    expect(index.headers.get('Content-Type')).toBe('application/xml');
    const indexXml = parseXml(await index.text());
    expect(indexXml).toMatchObject({
      name: 'sitemapindex',
      attributes: {xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9'},
    });
    const childSitemaps = childrenNamed(indexXml, 'sitemap').map(
      (entry) => only(entry, 'loc').text,
    );
    expect(childSitemaps).toEqual(
      ['products', 'pages', 'collections', 'articles', 'blogs'].map(
        (type) => `${origin}/sitemap/${type}/1.xml`,
      ),
    );

    const expected: Record<string, string> = {
      products: `${origin}/products/${catalogue.products[0].handle}`,
      pages: `${origin}/pages/about`,
      collections: `${origin}/collections/${catalogue.collections[0].handle}`,
      articles: `${origin}/blogs/news/we-now-ship-to-canada`,
      blogs: `${origin}/blogs/news`,
    };
    for (const location of childSitemaps) {
      const [, type, page] = /\/sitemap\/(\w+)\/(\d+)\.xml$/.exec(location) ?? [];
      const response = await getSitemap({
        storefront,
        request: new Request(location),
        params: {type, page},
        locales: ['EN-US', 'EN-CA'],
        getLink: ({type: kind, baseUrl, handle, locale}) => {
          const path = kind === 'articles' ? `/blogs/${handle}` : `/${kind}/${handle}`;
          return locale === 'EN-CA' ? `${baseUrl}/en-ca${path}` : `${baseUrl}${path}`;
        },
      });
      const urlset = parseXml(await response.text());
      expect(urlset).toMatchObject({
        name: 'urlset',
        attributes: {xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9'},
      });
      const urls = childrenNamed(urlset, 'url');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        expect(new URL(only(url, 'loc').text).origin).toBe(origin);
        expect(only(url, 'lastmod').text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).toContain(
          only(url, 'changefreq').text,
        );
        const alternates = childrenNamed(url, 'xhtml:link').map((link) => link.attributes.hreflang);
        expect(alternates).toEqual(['EN-US', 'EN-CA']);
      }
      expect(only(urls[0], 'loc').text).toBe(expected[type]);
    }
  });
});

function only(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  expect(found, `<${element.name}> has one <${name}>`).toHaveLength(1);
  return found[0];
}

/** The text of every paragraph, heading and list item in a story's rich-text blocks. */
function storyTexts(fullSlug: string): string[] {
  const path = new URL(`../../sandbox/data/stories/${fullSlug}.json`, import.meta.url);
  const story = JSON.parse(readFileSync(path, 'utf8')) as Story;
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as RichTextNode & {component?: string};
    if (['paragraph', 'heading'].includes(node.type) && node.content) {
      texts.push(node.content.map((child) => child.text ?? '').join(''));
    }
    Object.values(value).forEach(visit);
  };
  visit(story.content);
  return texts.filter(Boolean);
}
