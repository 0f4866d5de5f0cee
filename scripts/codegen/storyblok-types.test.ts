import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, test} from 'vitest';
import type {
  ComponentDefinition,
  ComponentField,
  ComponentSchema,
} from '../../sandbox/storyblok/component-schema';
import {
  generateStoryblokTypes,
  renderStoryblokTypes,
  STORYBLOK_TYPES_FILE,
  typeName,
} from './storyblok-types';

function component(
  name: string,
  schema: Record<string, ComponentField>,
  flags: Partial<ComponentDefinition> = {},
): [string, ComponentDefinition] {
  return [name, {name, display_name: null, is_root: false, is_nestable: true, schema, ...flags}];
}

const ROOT = {is_root: true, is_nestable: false};
const SIZES = [
  {name: 'Small', value: 'sm'},
  {name: 'Large', value: 'lg'},
];

/** The generated declaration of one component, as its lines. */
function declaration(schema: ComponentSchema, typeNameWanted: string): string[] {
  const source = renderStoryblokTypes(schema);
  const start = source.indexOf(`export type ${typeNameWanted} = {`);
  expect(start, `${typeNameWanted} is generated`).toBeGreaterThan(-1);
  return source
    .slice(start, source.indexOf('\n};', start))
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

describe('Storyblok types from the component schema', () => {
  test('the committed types match storyblok/components (run `npm run generate:types` if not)', () => {
    const committed = readFileSync(
      resolve(import.meta.dirname, '../..', STORYBLOK_TYPES_FILE),
      'utf8',
    );
    expect(
      committed === generateStoryblokTypes(),
      `${STORYBLOK_TYPES_FILE} is stale: run npm run generate:types`,
    ).toBe(true);
  });

  test('content types are named …Content and blocks …Blok, without a repeated "block"', () => {
    expect(typeName({name: 'page', is_root: true})).toBe('PageContent');
    expect(typeName({name: 'faq-item', is_root: true})).toBe('FaqItemContent');
    expect(typeName({name: 'product-card', is_root: false})).toBe('ProductCardBlok');
    expect(typeName({name: 'footer_subscribe', is_root: false})).toBe('FooterSubscribeBlok');
    expect(typeName({name: 'rich-text-block', is_root: false})).toBe('RichTextBlok');
  });

  test('each field type is typed as Storyblok delivers it, optional unless required', () => {
    const schema = new Map([
      component('card', {
        title: {type: 'text', required: true, pos: 0},
        summary: {type: 'textarea', pos: 1},
        notes: {type: 'markdown', pos: 2},
        body: {type: 'richtext', pos: 3},
        count: {type: 'number', pos: 4},
        starts: {type: 'datetime', pos: 5},
        featured: {type: 'boolean', pos: 6},
        image: {type: 'asset', required: true, pos: 7},
        gallery: {type: 'multiasset', pos: 8},
        link: {type: 'multilink', pos: 9},
        prices: {type: 'table', pos: 10},
        seo: {type: 'custom', field_type: 'seo-metatags', pos: 11},
        widget: {type: 'custom', field_type: 'some-plugin', pos: 12},
        'tab-1': {type: 'tab', keys: ['title'], pos: 13},
      }),
    ]);
    expect(declaration(schema, 'CardBlok')).toEqual([
      '_uid: string;',
      '_editable?: string;',
      "component: 'card';",
      'title: string;',
      'summary?: string;',
      'notes?: string;',
      'body?: RichTextDoc;',
      'count?: number | string;',
      'starts?: string;',
      'featured?: boolean;',
      'image: StoryblokAsset;',
      'gallery?: StoryblokAsset[];',
      'link?: StoryblokLink;',
      'prices?: StoryblokTable;',
      'seo?: SeoField;',
      'widget?: Record<string, unknown>;',
    ]);
  });

  test('an option is the union of its values, always filled only without an empty choice and with a default', () => {
    const schema = new Map([
      component('heading', {
        size: {type: 'option', options: SIZES, pos: 0},
        level: {type: 'option', options: SIZES, default_value: 'sm', pos: 1},
        tone: {type: 'option', options: SIZES, exclude_empty_option: true, pos: 2},
        weight: {
          type: 'option',
          options: SIZES,
          exclude_empty_option: true,
          default_value: 'lg',
          pos: 3,
        },
        align: {type: 'option', options: SIZES, required: true, pos: 4},
        tags: {type: 'options', options: SIZES, pos: 5},
        source: {type: 'option', source: 'internal', datasource_slug: 'colours', pos: 6},
      }),
    ]);
    expect(declaration(schema, 'HeadingBlok').slice(3)).toEqual([
      "size?: 'sm' | 'lg';",
      "level?: 'sm' | 'lg';",
      "tone?: 'sm' | 'lg';",
      "weight: 'sm' | 'lg';",
      "align: 'sm' | 'lg';",
      "tags?: ('sm' | 'lg')[];",
      'source?: string;',
    ]);
  });

  test('an option that picks stories holds a uuid or the resolved story of the allowed type', () => {
    const schema = new Map([
      component('author', {name: {type: 'text'}}, ROOT),
      component(
        'post',
        {
          author: {
            type: 'option',
            source: 'internal_stories',
            filter_content_type: ['author'],
            pos: 0,
          },
          related: {type: 'options', source: 'internal_stories', pos: 1},
        },
        ROOT,
      ),
    ]);
    expect(declaration(schema, 'PostContent').slice(3)).toEqual([
      'author?: string | Story<AuthorContent>;',
      'related?: (string | Story)[];',
    ]);
  });

  test('nested bloks are typed by the whitelist when the field restricts them', () => {
    const schema = new Map([
      component('button', {label: {type: 'text'}}),
      component('image', {src: {type: 'asset'}}),
      component(
        'page',
        {
          buttons: {
            type: 'bloks',
            restrict_components: true,
            component_whitelist: ['button'],
            maximum: 2,
            pos: 0,
          },
          media: {
            type: 'bloks',
            restrict_components: true,
            component_whitelist: ['button', 'image'],
            pos: 1,
          },
          body: {type: 'bloks', required: true, pos: 2},
        },
        ROOT,
      ),
    ]);
    expect(declaration(schema, 'PageContent').slice(3)).toEqual([
      '/** At most 2. */',
      'buttons?: ButtonBlok[];',
      'media?: (ButtonBlok | ImageBlok)[];',
      'body: Blok[];',
    ]);
  });

  test('every component is listed by name, and only the base types used are imported', () => {
    const spacer = component('spacer', {size: {type: 'option', options: SIZES}});
    expect(renderStoryblokTypes(new Map([spacer]))).not.toContain('import');
    const source = renderStoryblokTypes(
      new Map([spacer, component('row', {columns: {type: 'bloks'}})]),
    );
    expect(source).toContain("import type {\n  Blok,\n} from './types';");
    expect(source).toContain(
      'export interface StoryblokComponents {\n  row: RowBlok;\n  spacer: SpacerBlok;\n}',
    );
  });

  test('a field type or schema it cannot type faithfully stops the generator', () => {
    expect(() =>
      renderStoryblokTypes(new Map([component('card', {rating: {type: 'stars' as never}})])),
    ).toThrow('card.rating: no type for Storyblok field type "stars"');
    expect(() =>
      renderStoryblokTypes(new Map([component('nav-item', {}), component('nav_item', {})])),
    ).toThrow('Two components would share a type name: NavItemBlok');
    expect(() =>
      renderStoryblokTypes(
        new Map([
          component(
            'page',
            {body: {type: 'bloks', restrict_components: true, component_whitelist: ['hero']}},
            ROOT,
          ),
        ]),
      ),
    ).toThrow('page.body allows "hero", which has no component file');
  });
});
