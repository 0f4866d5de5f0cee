/**
 * Writes the blog, FAQ and composting-location stories and their illustrations into the seed:
 *
 *   npx tsx sandbox/data/generate-editorial.ts
 *
 * The texts live in `editorial/`; edit them there and run this again. Output is deterministic, so
 * a run without text changes leaves the working tree untouched. The folders it owns are cleared
 * first, so a removed post disappears from the seed too.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {buildEditorialSeed} from './editorial/seed';

const SEED_DIR = import.meta.dirname;
const STORIES_DIR = join(SEED_DIR, 'stories');
const OWNED_FOLDERS = [
  'en-us/blog',
  'en-us/faq',
  'en-us/composting-locations',
  'en-ca/blog',
  'en-ca/faq',
];

function writeFile(path: string, contents: string) {
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, contents);
}

const {stories, assets} = buildEditorialSeed();
for (const folder of OWNED_FOLDERS)
  rmSync(join(STORIES_DIR, folder), {recursive: true, force: true});
for (const story of stories) {
  writeFile(join(STORIES_DIR, `${story.full_slug}.json`), `${JSON.stringify(story, null, 2)}\n`);
}
for (const asset of assets) writeFile(join(SEED_DIR, 'assets', asset.path), asset.svg);
console.info(`Wrote ${stories.length} stories and ${assets.length} illustrations.`);
