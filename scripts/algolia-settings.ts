/**
 * `npm run algolia:settings -- --app APP_ID --key ADMIN_KEY [--region us|eu] [--yes]`: makes a real
 * Algolia application's indexes match `algolia/settings.json`, the settings the sandbox builds its
 * indexes from. It first prints every setting it would change, index by index, and the Query
 * Suggestions source; it changes nothing unless told to (`--yes`, or `y` at the prompt). Progress
 * (which index, how many records it holds, which write it waits for) goes to stderr as it goes.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {createInterface} from 'node:readline/promises';
import {parseArgs} from 'node:util';
import {algoliasearch} from 'algoliasearch';
import {describeChanges, settingChanges} from './algolia-settings-diff';
import {createProgress} from './progress';

interface SettingsFile {
  indexes: Record<string, Record<string, unknown>>;
  querySuggestions: {indexName: string} & Record<string, unknown>;
}

const SETTINGS_PATH = resolve(import.meta.dirname, '..', 'algolia', 'settings.json');

async function main() {
  const {values} = parseArgs({
    options: {
      app: {type: 'string'},
      key: {type: 'string'},
      region: {type: 'string', default: 'us'},
      yes: {type: 'boolean', default: false},
    },
  });
  if (!values.app || !values.key) {
    throw new Error('Usage: npm run algolia:settings -- --app APP_ID --key ADMIN_API_KEY [--region us|eu] [--yes]');
  }
  if (values.region !== 'us' && values.region !== 'eu') throw new Error('--region is us or eu');
  const file = JSON.parse(readFileSync(SETTINGS_PATH, 'utf8')) as SettingsFile;
  const client = algoliasearch(values.app, values.key);
  const suggestions = client.initQuerySuggestions({region: values.region});
  const progress = createProgress();

  progress(`listing the indexes of ${values.app}`);
  const records = await recordCounts(client);

  // Primary indexes first: setting `replicas` creates the replicas whose own settings follow.
  const names = Object.keys(file.indexes).sort(
    (a, b) => Number(Boolean(file.indexes[b].replicas)) - Number(Boolean(file.indexes[a].replicas)),
  );
  const plan: {indexName: string; settings: Record<string, unknown>}[] = [];
  for (const [index, indexName] of names.entries()) {
    const count = records.get(indexName);
    const label = count === undefined ? indexName : `${indexName} (${count.toLocaleString('en-US')} records)`;
    progress.item(index + 1, names.length, `${label}: reading its settings`);
    const current = await client
      .getSettings({indexName})
      .then((settings) => settings as Record<string, unknown>)
      .catch(() => ({}));
    const changes = settingChanges(current, file.indexes[indexName]);
    console.log(describeChanges(indexName, changes));
    if (changes.length) plan.push({indexName, settings: file.indexes[indexName]});
  }
  const {indexName: suggestionsIndex, ...suggestionsConfig} = file.querySuggestions;
  progress(`Query Suggestions ${suggestionsIndex}: reading its configuration`);
  const currentSuggestions = await suggestions
    .getConfig({indexName: suggestionsIndex})
    .then((config) => config as unknown as Record<string, unknown>)
    .catch(() => null);
  const suggestionChanges = settingChanges(currentSuggestions ?? {}, suggestionsConfig);
  console.log(
    describeChanges(
      `Query Suggestions ${suggestionsIndex}${currentSuggestions ? '' : ' (new)'}`,
      suggestionChanges,
    ),
  );

  if (!plan.length && !suggestionChanges.length) return;
  if (!values.yes && !(await confirm('Apply these changes?'))) {
    console.log('Nothing changed.');
    return;
  }
  for (const [index, {indexName, settings}] of plan.entries()) {
    progress.item(index + 1, plan.length, `${indexName}: writing its settings and waiting for Algolia to apply them`);
    const {taskID} = await client.setSettings({indexName, indexSettings: settings});
    await client.waitForTask({indexName, taskID});
    console.log(`${indexName}: updated`);
  }
  if (suggestionChanges.length) {
    progress(`Query Suggestions ${suggestionsIndex}: writing its configuration`);
    const configuration = suggestionsConfig as unknown as Parameters<typeof suggestions.updateConfig>[0]['configuration'];
    if (currentSuggestions) await suggestions.updateConfig({indexName: suggestionsIndex, configuration});
    else await suggestions.createConfig({indexName: suggestionsIndex, ...configuration});
    console.log(`Query Suggestions ${suggestionsIndex}: updated`);
  }
}

/** Records per index; empty when the key may not list indexes (the counts are only for the eye). */
async function recordCounts(client: ReturnType<typeof algoliasearch>): Promise<Map<string, number>> {
  try {
    const {items} = await client.listIndices();
    return new Map(items.map((item) => [item.name, item.entries]));
  } catch {
    return new Map();
  }
}

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({input: process.stdin, output: process.stdout});
  const answer = await prompt.question(`${question} [y/N] `);
  prompt.close();
  return answer.trim().toLowerCase() === 'y';
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
