/**
 * What the sandbox tells a developer: a failed or refused Storefront API call and any field it
 * answered empty because it does not support it, always (warning level); every operation with
 * its variables too when `SANDBOX_LOG=queries`. Lines name the request id the response carried
 * in `X-Request-Id`, so a storefront's error can be matched to the line. Tests record lines
 * instead of printing them.
 */
export interface SandboxLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string, cause?: unknown): void;
}

export const consoleLog: SandboxLog = {
  info: (line) => console.info(line),
  warn: (line) => console.warn(line),
  error: (line, cause) => (cause === undefined ? console.error(line) : console.error(line, cause)),
};

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  line: string;
}

export interface RecordingLog extends SandboxLog {
  lines: LoggedLine[];
}

export function recordingLog(): RecordingLog {
  const lines: LoggedLine[] = [];
  return {
    lines,
    info: (line) => lines.push({level: 'info', line}),
    warn: (line) => lines.push({level: 'warn', line}),
    error: (line) => lines.push({level: 'error', line}),
  };
}

/** What `SANDBOX_LOG` may ask for, comma-separated. */
export const LOG_TOPICS = ['queries'] as const;
export type LogTopic = (typeof LOG_TOPICS)[number];

export function parseLogTopics(text: string): LogTopic[] {
  const topics = text
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  const unknown = topics.filter((topic) => !(LOG_TOPICS as readonly string[]).includes(topic));
  if (unknown.length > 0) {
    throw new Error(
      `SANDBOX_LOG may name ${LOG_TOPICS.join(', ')}; "${unknown.join(', ')}" is not one of them`,
    );
  }
  return topics as LogTopic[];
}

/** Variable names whose values never reach a log: secrets, and the personal data guarantee 11 covers. */
const REDACTED =
  /password|token|secret|url$|email|phone|firstname|lastname|address1|address2|zip|company/i;

/** The variables with every secret or personal value replaced, at any depth. */
export function redactVariables(value: unknown, key = ''): unknown {
  if (key && REDACTED.test(key)) return '[redacted]';
  if (Array.isArray(value)) return value.map((item) => redactVariables(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, redactVariables(inner, name)]),
    );
  }
  return value;
}
