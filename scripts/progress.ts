/**
 * What a long script is doing, line by line as it goes: `[3/12] product: 100 requests (41 s)`. On
 * stderr, so the report a script prints on stdout reads the same with or without it.
 */
export interface Progress {
  /** One line: a stage that takes a while (`building the store`). */
  (message: string): void;
  /** One of `total` items: `[index/total] message`, counting from 1. */
  item(index: number, total: number, message: string): void;
}

export function createProgress(
  write: (line: string) => void = (line) => process.stderr.write(line),
  now: () => number = Date.now,
): Progress {
  const started = now();
  const line = (text: string) => write(`${text} (${Math.round((now() - started) / 1000)} s)\n`);
  const progress = ((message: string) => line(`… ${message}`)) as Progress;
  progress.item = (index, total, message) => line(`[${index}/${total}] ${message}`);
  return progress;
}
