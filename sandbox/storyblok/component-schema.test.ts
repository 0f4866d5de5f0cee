import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import {
  componentFileProblems,
  describeProblem,
  knownBlockTypes,
  loadComponentSchema,
  schemaProblems,
  validateStory,
  type ComponentDefinition,
  type ComponentSchema,
} from './component-schema';

function component(
  name: string,
  schema: ComponentDefinition['schema'],
  flags: Partial<ComponentDefinition> = {},
) {
  return {name, display_name: null, is_root: false, is_nestable: true, schema, ...flags};
}

const SCHEMA: ComponentSchema = new Map(
  [
    component(
      'page',
      {
        body: {type: 'bloks', restrict_components: true, component_whitelist: ['card', 'gallery']},
        'tab-1': {type: 'tab', keys: ['body']},
      },
      {is_root: true, is_nestable: false},
    ),
    component('card', {
      title: {type: 'text', required: true},
      count: {type: 'number'},
      featured: {type: 'boolean'},
      ratio: {
        type: 'option',
        options: [
          {name: '1:1', value: '1:1'},
          {name: '16:9', value: '16:9'},
        ],
      },
      author: {type: 'option', source: 'internal_stories', filter_content_type: ['author']},
      tags: {
        type: 'options',
        options: [
          {name: 'New', value: 'new'},
          {name: 'Sale', value: 'sale'},
        ],
      },
      image: {type: 'asset', filetypes: ['images']},
      link: {type: 'multilink'},
      body: {type: 'richtext'},
      starts: {type: 'datetime'},
      children: {type: 'bloks', maximum: 1},
      prices: {type: 'table'},
    }),
    component('gallery', {images: {type: 'multiasset', required: true}}),
    component('global', {}, {is_root: true, is_nestable: false}),
  ].map((definition) => [definition.name, definition as ComponentDefinition]),
);

function problemsFor(card: Record<string, unknown>) {
  const content = {
    _uid: 'root',
    component: 'page',
    body: [{_uid: 'c1', component: 'card', title: 'Cups', ...card}],
  };
  return validateStory({full_slug: 'en-us/test', content}, SCHEMA).map(describeProblem);
}

const IMAGE = {
  id: 1,
  filename: '/f/100001/10x10/abcdef0123/cup.svg',
  alt: 'A cup',
  fieldtype: 'asset',
};

describe('validating story content against the component schema', () => {
  test('content that fits every field type has no problems', () => {
    expect(
      problemsFor({
        count: '12',
        featured: false,
        ratio: '16:9',
        author: '0b7e1c36-1f5e-4a43-8f0b-2d9c1f9e0a11',
        tags: ['new', 'sale'],
        image: IMAGE,
        link: {
          id: 'a1b2',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'en-us/about',
        },
        body: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: 'Hi'}]}]},
        starts: '2025-06-01 09:30',
        children: [{_uid: 'c2', component: 'card', title: 'Lids', count: 3}],
        prices: {
          thead: [{_uid: 'h1', component: '_table_head', value: 'Size'}],
          tbody: [
            {
              _uid: 'r1',
              component: '_table_row',
              body: [{_uid: 'd1', component: '_table_col', value: '12 oz'}],
            },
          ],
        },
      }),
    ).toEqual([]);
  });

  test('a problem names the story, the blok path and the field', () => {
    expect(problemsFor({count: 'twelve'})).toEqual([
      'en-us/test: content.body[0].count (card) must be a number',
    ]);
  });

  test('a missing required field and a field outside the schema are reported', () => {
    expect(problemsFor({title: '', subtitle: 'x'})).toEqual([
      'en-us/test: content.body[0].subtitle (card) is not a field of card',
      'en-us/test: content.body[0].title (card) is required',
    ]);
  });

  test('each field type refuses a value of the wrong shape', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{featured: 'yes'}, 'featured (card) must be true or false'],
      [{ratio: '5:4'}, 'ratio (card) "5:4" is not one of 1:1, 16:9'],
      [{tags: ['new', 'old']}, 'tags (card) "old" is not one of new, sale'],
      [
        {image: {...IMAGE, filename: 'https://cdn.example/cup.png'}},
        'image (card) asset https://cdn.example/cup.png is not a Storyblok asset path (/f/…)',
      ],
      [
        {image: {...IMAGE, filename: '/f/100001/1x1/abcdef0123/brochure.pdf'}},
        'is not one of the file types images',
      ],
      [{image: '/f/100001/cup.svg'}, 'image (card) must be an asset {id, filename, alt, …}'],
      [
        {link: {linktype: 'ftp', url: 'x'}},
        'link (card) link "linktype" must be story, url, email or asset',
      ],
      [
        {link: {linktype: 'story', id: '', cached_url: 'en-us/about'}},
        'a story link needs the story "id"',
      ],
      [{body: '<p>Hi</p>'}, 'body (card) must be a rich-text document'],
      [
        {starts: '2025-06-01T09:30:00Z'},
        'starts (card) must be a date and time as "YYYY-MM-DD HH:mm"',
      ],
      [
        {
          children: [
            {_uid: 'a', component: 'card', title: 'A'},
            {_uid: 'b', component: 'card', title: 'B'},
          ],
        },
        'holds 2 bloks, at most 1 allowed',
      ],
      [
        {
          prices: {
            thead: [{_uid: 'h', component: '_table_head', value: 'Size'}],
            tbody: [{_uid: 'r', component: '_table_row', body: []}],
          },
        },
        'a table row has 0 cells for 1 columns',
      ],
    ];
    for (const [card, message] of cases) {
      const problems = problemsFor(card);
      expect(problems, JSON.stringify(card)).toHaveLength(1);
      expect(problems[0]).toContain(message);
    }
  });

  test('an option backed by stories accepts any story uuid', () => {
    expect(problemsFor({author: 'any-uuid-at-all'})).toEqual([]);
  });

  test('nested bloks must exist, be nestable and be allowed by the field', () => {
    const content = {
      _uid: 'root',
      component: 'page',
      body: [
        {_uid: 'a', component: 'mystery'},
        {_uid: 'b', component: 'global'},
        {_uid: 'c', component: 'card', title: 'Ok', children: [{_uid: 'd', component: 'gallery'}]},
      ],
    };
    expect(validateStory({full_slug: 'en-us/x', content}, SCHEMA).map(describeProblem)).toEqual([
      'en-us/x: content.body[0] (mystery) component "mystery" does not exist',
      'en-us/x: content.body[1] (global) "global" cannot be nested',
      'en-us/x: content.body[2].children[0].images (gallery) is required',
    ]);
  });

  test('a whitelist keeps other components out', () => {
    const content = {_uid: 'root', component: 'page', body: [{_uid: 'a', component: 'page'}]};
    const schema = new Map(SCHEMA);
    schema.set('page', {...(SCHEMA.get('page') as ComponentDefinition), is_nestable: true});
    expect(validateStory({full_slug: 'en-us/x', content}, schema).map(describeProblem)).toEqual([
      'en-us/x: content.body[0] (page) "page" is not allowed here',
    ]);
  });

  test('the root must be a content type and tabs hold no content', () => {
    const nested = validateStory(
      {full_slug: 'en-us/x', content: {_uid: 'r', component: 'card', title: 'A'}},
      SCHEMA,
    );
    expect(nested.map(describeProblem)).toEqual([
      'en-us/x: content (card) "card" is not a content type',
    ]);
    const withTab = validateStory(
      {full_slug: 'en-us/x', content: {_uid: 'r', component: 'page', 'tab-1': 'x'}},
      SCHEMA,
    );
    expect(withTab.map(describeProblem)).toEqual([
      'en-us/x: content.tab-1 (page) is a tab and holds no content',
    ]);
  });
});

describe('component files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = undefined;
  });

  test('a well-formed component file has no problems', () => {
    const file = component('card', {
      title: {type: 'text', pos: 0, required: true},
      size: {type: 'option', pos: 1, options: [{name: 'Small', value: 'sm'}], default_value: 'sm'},
    });
    expect(componentFileProblems(file, 'card.json')).toEqual([]);
  });

  test('a malformed component file is described field by field', () => {
    const file = {
      name: 'Card',
      is_root: 'no',
      is_nestable: true,
      display_name: null,
      schema: {
        kind: {type: 'dropdown'},
        size: {type: 'option', options: [{name: 'Small', value: 'sm'}], default_value: 'lg'},
        items: {type: 'bloks', restrict_components: true},
        'tab-x': {type: 'tab', keys: ['missing']},
      },
    };
    expect(componentFileProblems(file, 'card.json')).toEqual([
      'card.json: "name" must be a lowercase technical name',
      'card.json: "is_root" must be true or false',
      'card.json: field "kind": unknown type "dropdown"',
      'card.json: field "size": "default_value" is not one of the options',
      'card.json: field "items": "component_whitelist" must list component names',
      'card.json: field "tab-x": groups "missing", which is not a field',
    ]);
  });

  test('loading refuses a folder with an invalid file and reads a valid one', () => {
    dir = mkdtempSync(join(tmpdir(), 'components-'));
    writeFileSync(
      join(dir, 'card.json'),
      JSON.stringify(component('card', {title: {type: 'text'}})),
    );
    expect([...loadComponentSchema(dir).keys()]).toEqual(['card']);

    writeFileSync(join(dir, 'hero.json'), JSON.stringify(component('banner', {})));
    expect(() => loadComponentSchema(dir)).toThrow(
      'hero.json: "name" banner does not match the file name',
    );
  });

  test('whitelists must name nestable components that exist', () => {
    const schema: ComponentSchema = new Map([
      [
        'page',
        component(
          'page',
          {
            body: {
              type: 'bloks',
              restrict_components: true,
              component_whitelist: ['hero', 'global'],
            },
          },
          {is_root: true, is_nestable: false},
        ) as ComponentDefinition,
      ],
      [
        'global',
        component('global', {}, {is_root: true, is_nestable: false}) as ComponentDefinition,
      ],
    ]);
    expect(schemaProblems(schema)).toEqual([
      'page.body allows "hero", which has no component file',
      'page.body allows "global", which is not nestable',
    ]);
  });

  test('the known block types are exactly what a page body accepts', () => {
    expect(knownBlockTypes(SCHEMA)).toEqual(['card', 'gallery']);
    const open = component('page', {body: {type: 'bloks'}}, {is_root: true, is_nestable: false});
    const schema: ComponentSchema = new Map([['page', open as ComponentDefinition]]);
    expect(() => knownBlockTypes(schema)).toThrow('"body" must be a bloks field that lists');
  });
});
