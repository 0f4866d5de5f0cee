/** What pushing `algolia/settings.json` would change on one index: each setting whose value differs. */
export interface SettingChange {
  setting: string;
  current: unknown;
  wanted: unknown;
}

export function settingChanges(
  current: Record<string, unknown>,
  wanted: Record<string, unknown>,
): SettingChange[] {
  return Object.entries(wanted)
    .filter(([setting, value]) => JSON.stringify(current[setting] ?? null) !== JSON.stringify(value))
    .map(([setting, value]) => ({setting, current: current[setting] ?? null, wanted: value}));
}

export function describeChanges(indexName: string, changes: SettingChange[]): string {
  if (!changes.length) return `${indexName}: up to date`;
  return [
    `${indexName}:`,
    ...changes.map(
      ({setting, current, wanted}) =>
        `  ${setting}\n    now:  ${JSON.stringify(current)}\n    will: ${JSON.stringify(wanted)}`,
    ),
  ].join('\n');
}
