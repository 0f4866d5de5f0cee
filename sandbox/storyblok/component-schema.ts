/**
 * The Storyblok component schema in `storyblok/components/*.json` (the files `storyblok components
 * pull --separate-files` writes), and a check that a story's content fits it the way Storyblok's
 * editor would enforce: known components in the right places, only schema fields, required fields
 * filled, and each value stored in its field type's shape.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {PROJECT_ROOT} from '../config';

export const COMPONENTS_DIR = join(PROJECT_ROOT, 'storyblok', 'components');

export const FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'markdown',
  'number',
  'datetime',
  'boolean',
  'option',
  'options',
  'asset',
  'multiasset',
  'multilink',
  'bloks',
  'table',
  'section',
  'tab',
  'custom',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  name: string;
  value: string;
}

export interface ComponentField {
  type: FieldType;
  pos?: number;
  display_name?: string;
  description?: string;
  required?: boolean;
  default_value?: unknown;
  options?: FieldOption[];
  /** An option field without the empty choice: editors must pick one of the options. */
  exclude_empty_option?: boolean;
  /** Where an option's choices come from when not listed: stories, a datasource, an external URL. */
  source?: 'internal_stories' | 'internal' | 'external' | 'internal_languages' | '';
  datasource_slug?: string;
  filter_content_type?: string[];
  restrict_components?: boolean;
  component_whitelist?: string[];
  maximum?: number | string;
  filetypes?: string[];
  /** The fields a `tab` or `section` groups in the editor. */
  keys?: string[];
  field_type?: string;
}

export interface ComponentDefinition {
  name: string;
  display_name: string | null;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, ComponentField>;
  component_group_name?: string;
  color?: string;
  icon?: string;
  preview_field?: string;
}

export type ComponentSchema = ReadonlyMap<string, ComponentDefinition>;

export interface ContentProblem {
  /** The story's full slug. */
  story: string;
  /** Where the blok sits in the story, e.g. `content.body[2].columns[0]`. */
  path: string;
  component: string;
  /** The field of that blok, or '' when the blok itself is wrong. */
  field: string;
  message: string;
}

const BLOK_KEYS = new Set(['_uid', 'component', '_editable']);
const OPTION_SOURCES = new Set(['internal_stories', 'internal', 'external', 'internal_languages']);
const LINK_TYPES = new Set(['story', 'url', 'email', 'asset']);
const COMPONENT_NAME = /^[a-z0-9][a-z0-9_-]*$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const FILE_EXTENSIONS: Record<string, RegExp> = {
  images: /\.(svg|png|jpe?g|gif|webp|avif)$/i,
  videos: /\.(mp4|webm|mov|m4v)$/i,
  audios: /\.(mp3|wav|ogg|m4a)$/i,
  texts: /\.(pdf|txt|docx?|csv|json)$/i,
};

// ----- Component files -----

/** Reads every component file; throws with every problem found if any file is not valid. */
export function loadComponentSchema(dir: string = COMPONENTS_DIR): ComponentSchema {
  const components = new Map<string, ComponentDefinition>();
  const problems: string[] = [];
  for (const file of componentFiles(dir)) {
    const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const fileProblems = componentFileProblems(value, file);
    if (fileProblems.length > 0) problems.push(...fileProblems);
    else {
      const component = value as ComponentDefinition;
      components.set(component.name, component);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid component files:\n${problems.join('\n')}`);
  return components;
}

export function componentFiles(dir: string = COMPONENTS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.preset.json'))
    .sort();
}

/** What is wrong with one component file, as Storyblok's Management API would see it. */
export function componentFileProblems(value: unknown, file: string): string[] {
  if (!isRecord(value)) return [`${file}: not a JSON object`];
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${file}: ${message}`);
  const {name, display_name, is_root, is_nestable, schema} = value;

  if (typeof name !== 'string' || !COMPONENT_NAME.test(name))
    say('"name" must be a lowercase technical name');
  else if (`${name}.json` !== file) say(`"name" ${name} does not match the file name`);
  if (display_name !== null && typeof display_name !== 'string')
    say('"display_name" must be text or null');
  if (typeof is_root !== 'boolean') say('"is_root" must be true or false');
  if (typeof is_nestable !== 'boolean') say('"is_nestable" must be true or false');
  for (const key of ['component_group_name', 'color', 'icon', 'preview_field']) {
    if (key in value && typeof value[key] !== 'string' && value[key] !== null)
      say(`"${key}" must be text`);
  }
  if (!isRecord(schema)) {
    say('"schema" must be an object of fields');
    return problems;
  }
  for (const [key, field] of Object.entries(schema)) {
    for (const problem of fieldDefinitionProblems(key, field, schema))
      say(`field "${key}": ${problem}`);
  }
  return problems;
}

function fieldDefinitionProblems(
  key: string,
  field: unknown,
  schema: Record<string, unknown>,
): string[] {
  if (!isRecord(field)) return ['must be an object'];
  if (BLOK_KEYS.has(key)) return ['is a name Storyblok reserves'];
  const type = field.type;
  if (!isFieldType(type)) return [`unknown type ${JSON.stringify(type)}`];
  const problems: string[] = [];
  if ('pos' in field && typeof field.pos !== 'number') problems.push('"pos" must be a number');
  if ('required' in field && typeof field.required !== 'boolean')
    problems.push('"required" must be true or false');
  if ('display_name' in field && typeof field.display_name !== 'string')
    problems.push('"display_name" must be text');

  if (type === 'option' || type === 'options') {
    const source = field.source ?? '';
    if (source !== '' && !OPTION_SOURCES.has(String(source)))
      problems.push(`unknown source ${JSON.stringify(source)}`);
    if (source === '' && !isOptionList(field.options))
      problems.push('"options" must list {name, value} pairs');
    if (source === 'internal' && typeof field.datasource_slug !== 'string')
      problems.push('a datasource needs "datasource_slug"');
    if ('filter_content_type' in field && !isStringArray(field.filter_content_type)) {
      problems.push('"filter_content_type" must list component names');
    }
    if (
      source === '' &&
      isOptionList(field.options) &&
      field.default_value !== undefined &&
      field.default_value !== ''
    ) {
      const values = field.options.map((entry) => entry.value);
      if (!values.includes(String(field.default_value)))
        problems.push('"default_value" is not one of the options');
    }
  }
  if (type === 'bloks') {
    if ('restrict_components' in field && typeof field.restrict_components !== 'boolean') {
      problems.push('"restrict_components" must be true or false');
    }
    if (field.restrict_components === true && !isStringArray(field.component_whitelist)) {
      problems.push('"component_whitelist" must list component names');
    }
    if ('maximum' in field && !isWholeNumber(field.maximum))
      problems.push('"maximum" must be a whole number');
  }
  if ((type === 'asset' || type === 'multiasset') && 'filetypes' in field) {
    const filetypes = field.filetypes;
    if (
      !isStringArray(filetypes) ||
      filetypes.some((kind) => !Object.hasOwn(FILE_EXTENSIONS, kind))
    ) {
      problems.push('"filetypes" must list images, videos, audios or texts');
    }
  }
  if (type === 'tab' || type === 'section') {
    const keys = field.keys;
    if (!isStringArray(keys)) problems.push('"keys" must list the fields it groups');
    else
      for (const grouped of keys.filter((name) => !Object.hasOwn(schema, name))) {
        problems.push(`groups "${grouped}", which is not a field`);
      }
  }
  return problems;
}

/** Cross-file problems: whitelists must name components that exist and can be nested. */
export function schemaProblems(schema: ComponentSchema): string[] {
  const problems: string[] = [];
  for (const component of schema.values()) {
    for (const [key, field] of Object.entries(component.schema)) {
      if (field.type !== 'bloks' || !field.restrict_components) continue;
      for (const name of field.component_whitelist ?? []) {
        const allowed = schema.get(name);
        if (!allowed)
          problems.push(`${component.name}.${key} allows "${name}", which has no component file`);
        else if (!allowed.is_nestable)
          problems.push(`${component.name}.${key} allows "${name}", which is not nestable`);
      }
    }
  }
  return problems;
}

/**
 * Every block type the storefront knows (spec section 2): exactly what a page body accepts, so the
 * content model is the one list.
 */
export function knownBlockTypes(schema: ComponentSchema): string[] {
  const body = schema.get('page')?.schema.body;
  if (body?.type !== 'bloks' || !body.restrict_components || !body.component_whitelist?.length) {
    throw new Error(
      'page.json: "body" must be a bloks field that lists the block types it accepts',
    );
  }
  return [...body.component_whitelist];
}

// ----- Story content -----

export function validateStory(
  story: {full_slug: string; content: unknown},
  schema: ComponentSchema,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const content = story.content;
  const report = (path: string, component: string, field: string, message: string) =>
    problems.push({story: story.full_slug, path, component, field, message});

  if (!isRecord(content) || typeof content.component !== 'string') {
    report('content', '', '', 'is not a blok');
    return problems;
  }
  const root = schema.get(content.component);
  if (!root)
    report(
      'content',
      content.component,
      '',
      `content type "${content.component}" has no component`,
    );
  else if (!root.is_root)
    report('content', content.component, '', `"${content.component}" is not a content type`);
  else validateBlok(content, root, 'content', schema, report);
  return problems;
}

export function describeProblem(problem: ContentProblem): string {
  const where = problem.field ? `${problem.path}.${problem.field}` : problem.path;
  return `${problem.story}: ${where} (${problem.component || 'no component'}) ${problem.message}`;
}

type Report = (path: string, component: string, field: string, message: string) => void;

function validateBlok(
  blok: Record<string, unknown>,
  definition: ComponentDefinition,
  path: string,
  schema: ComponentSchema,
  report: Report,
): void {
  const name = definition.name;
  if (typeof blok._uid !== 'string' || blok._uid === '') report(path, name, '_uid', 'is missing');

  for (const key of Object.keys(blok)) {
    if (!BLOK_KEYS.has(key) && !Object.hasOwn(definition.schema, key)) {
      report(path, name, key, `is not a field of ${name}`);
    }
  }
  for (const [key, field] of Object.entries(definition.schema)) {
    const value = blok[key];
    const at = (message: string) => report(path, name, key, message);
    if (field.type === 'tab' || field.type === 'section') {
      if (value !== undefined) at(`is a ${field.type} and holds no content`);
      continue;
    }
    if (isEmpty(field, value)) {
      if (field.required) at('is required');
      continue;
    }
    const message = valueProblem(field, value);
    if (message) {
      at(message);
      continue;
    }
    if (field.type === 'bloks')
      validateBloks(value as unknown[], field, `${path}.${key}`, schema, report);
    if (field.type === 'richtext') validateRichTextBloks(value, `${path}.${key}`, schema, report);
  }
}

function validateBloks(
  items: unknown[],
  field: ComponentField,
  path: string,
  schema: ComponentSchema,
  report: Report,
): void {
  items.forEach((item, index) => {
    const at = `${path}[${index}]`;
    if (!isRecord(item) || typeof item.component !== 'string') {
      report(at, '', '', 'is not a blok');
      return;
    }
    const definition = schema.get(item.component);
    if (!definition) report(at, item.component, '', `component "${item.component}" does not exist`);
    else if (!definition.is_nestable)
      report(at, item.component, '', `"${item.component}" cannot be nested`);
    else if (
      field.restrict_components &&
      !(field.component_whitelist ?? []).includes(item.component)
    ) {
      report(at, item.component, '', `"${item.component}" is not allowed here`);
    } else validateBlok(item, definition, at, schema, report);
  });
}

/** Bloks inserted in a rich-text field follow the same rules as any other nested blok. */
function validateRichTextBloks(
  value: unknown,
  path: string,
  schema: ComponentSchema,
  report: Report,
): void {
  const visit = (node: unknown) => {
    if (!isRecord(node)) return;
    if (node.type === 'blok' && isRecord(node.attrs) && Array.isArray(node.attrs.body)) {
      validateBloks(node.attrs.body, {type: 'bloks'}, `${path}(blok)`, schema, report);
    }
    if (Array.isArray(node.content)) node.content.forEach(visit);
  };
  visit(value);
}

/** Storyblok stores an untouched field as absent, '' or an empty list or asset or link. */
function isEmpty(field: ComponentField, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'asset' && isRecord(value))
    return value.filename === '' || value.filename === null;
  if (field.type === 'multilink' && isRecord(value)) {
    return [value.url, value.cached_url, value.email, value.id].every((part) => !part);
  }
  return false;
}

function valueProblem(field: ComponentField, value: unknown): string | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return typeof value === 'string' ? null : 'must be text';
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        ? null
        : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'datetime':
      return typeof value === 'string' &&
        DATETIME.test(value) &&
        !Number.isNaN(Date.parse(value.replace(' ', 'T')))
        ? null
        : 'must be a date and time as "YYYY-MM-DD HH:mm"';
    case 'option':
      if (typeof value !== 'string') return 'must be one option value';
      return optionValueProblem(field, value);
    case 'options':
      if (!isStringArray(value)) return 'must be a list of option values';
      return value.map((entry) => optionValueProblem(field, entry)).find(Boolean) ?? null;
    case 'asset':
      return assetProblem(field, value);
    case 'multiasset':
      if (!Array.isArray(value)) return 'must be a list of assets';
      return value.map((item) => assetProblem(field, item)).find(Boolean) ?? null;
    case 'multilink':
      return linkProblem(value);
    case 'richtext':
      return isRecord(value) &&
        value.type === 'doc' &&
        Array.isArray(value.content) &&
        value.content.every(isRichTextNode)
        ? null
        : 'must be a rich-text document {type: "doc", content}';
    case 'bloks':
      return bloksProblem(field, value);
    case 'table':
      return tableProblem(value);
    case 'custom':
      return isRecord(value) ? null : 'must be the plugin’s object';
    case 'section':
    case 'tab':
      return null;
  }
}

function optionValueProblem(field: ComponentField, value: string): string | null {
  if (field.source && OPTION_SOURCES.has(field.source)) return null;
  const values = (field.options ?? []).map((entry) => entry.value);
  return values.includes(value)
    ? null
    : `${JSON.stringify(value)} is not one of ${values.join(', ')}`;
}

function assetProblem(field: ComponentField, value: unknown): string | null {
  if (!isRecord(value) || typeof value.filename !== 'string')
    return 'must be an asset {id, filename, alt, …}';
  if (!(value.id === null || value.id === undefined || typeof value.id === 'number'))
    return 'asset "id" must be a number';
  for (const key of ['alt', 'title', 'name', 'focus', 'copyright']) {
    if (value[key] !== undefined && value[key] !== null && typeof value[key] !== 'string')
      return `asset "${key}" must be text`;
  }
  if (value.fieldtype !== undefined && value.fieldtype !== 'asset')
    return 'asset "fieldtype" must be "asset"';
  if (value.filename === '') return null;
  if (!value.filename.startsWith('/f/'))
    return `asset ${value.filename} is not a Storyblok asset path (/f/…)`;
  const kinds = field.filetypes ?? [];
  if (
    kinds.length > 0 &&
    !kinds.some((kind) => FILE_EXTENSIONS[kind]?.test(value.filename as string))
  ) {
    return `asset ${value.filename} is not one of the file types ${kinds.join(', ')}`;
  }
  return null;
}

function linkProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'must be a link {linktype, url, cached_url}';
  if (typeof value.linktype !== 'string' || !LINK_TYPES.has(value.linktype)) {
    return 'link "linktype" must be story, url, email or asset';
  }
  for (const key of ['url', 'cached_url', 'email', 'anchor']) {
    if (value[key] !== undefined && typeof value[key] !== 'string')
      return `link "${key}" must be text`;
  }
  if (value.fieldtype !== undefined && value.fieldtype !== 'multilink')
    return 'link "fieldtype" must be "multilink"';
  if (value.target !== undefined && value.target !== '_blank' && value.target !== '_self') {
    return 'link "target" must be _blank or _self';
  }
  if (value.linktype === 'story' && (typeof value.id !== 'string' || value.id === '')) {
    return 'a story link needs the story "id" (its uuid)';
  }
  if (value.linktype === 'email' && typeof value.email !== 'string')
    return 'an email link needs "email"';
  if (value.linktype === 'url' && typeof value.url !== 'string') return 'a url link needs "url"';
  return null;
}

function bloksProblem(field: ComponentField, value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of bloks';
  const maximum =
    field.maximum === undefined || field.maximum === '' ? Infinity : Number(field.maximum);
  return value.length > maximum ? `holds ${value.length} bloks, at most ${maximum} allowed` : null;
}

function tableProblem(value: unknown): string | null {
  if (!isRecord(value) || !Array.isArray(value.thead) || !Array.isArray(value.tbody)) {
    return 'must be a table {thead, tbody}';
  }
  const isCell = (cell: unknown, component: string) =>
    isRecord(cell) &&
    cell.component === component &&
    typeof cell._uid === 'string' &&
    typeof cell.value === 'string';
  if (!value.thead.every((cell) => isCell(cell, '_table_head')))
    return 'table head cells must be _table_head {_uid, value}';
  const columns = value.thead.length;
  for (const row of value.tbody) {
    if (
      !isRecord(row) ||
      row.component !== '_table_row' ||
      typeof row._uid !== 'string' ||
      !Array.isArray(row.body)
    ) {
      return 'table rows must be _table_row {_uid, body}';
    }
    if (!row.body.every((cell) => isCell(cell, '_table_col')))
      return 'table cells must be _table_col {_uid, value}';
    if (row.body.length !== columns)
      return `a table row has ${row.body.length} cells for ${columns} columns`;
  }
  return null;
}

function isRichTextNode(node: unknown): boolean {
  if (!isRecord(node) || typeof node.type !== 'string') return false;
  if (node.type === 'text' && typeof node.text !== 'string') return false;
  return (
    node.content === undefined ||
    (Array.isArray(node.content) && node.content.every(isRichTextNode))
  );
}

// ----- Narrowing -----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isOptionList(value: unknown): value is FieldOption[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isRecord(entry) && typeof entry.name === 'string' && typeof entry.value === 'string',
    )
  );
}

function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

function isWholeNumber(value: unknown): boolean {
  return (
    value === '' ||
    (Number.isInteger(Number(value)) && (typeof value === 'number' || typeof value === 'string'))
  );
}
