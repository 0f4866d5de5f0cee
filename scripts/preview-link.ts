/**
 * `npx tsx scripts/preview-link.ts /about [http://localhost:3000]`: the address Storyblok's visual
 * editor would open that page at, signed with this environment's preview token and space, so drafts
 * can be previewed locally without the editor. Good for an hour.
 */
import {createHash} from 'node:crypto';
import {loadLocalEnv} from './local-env';

const [path = '/', origin = 'http://localhost:3000'] = process.argv.slice(2);
const env = loadLocalEnv();
const timestamp = String(Math.floor(Date.now() / 1000));
const token = createHash('sha1')
  .update(`${env.STORYBLOK_SPACE_ID}:${env.STORYBLOK_PREVIEW_TOKEN}:${timestamp}`)
  .digest('hex');

const url = new URL(path, origin);
url.searchParams.set('_storyblok_tk[space_id]', env.STORYBLOK_SPACE_ID);
url.searchParams.set('_storyblok_tk[timestamp]', timestamp);
url.searchParams.set('_storyblok_tk[token]', token);
console.log(url.href);
