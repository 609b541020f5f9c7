/**
 * The server's log: fastify's own logger (pino), quiet by default. At the default level `warn`
 * a run prints its start-up lines and what went wrong (5xx answers with their stack, failed
 * heartbeats, replication trouble), never a line per request; `info` adds one line per request.
 * `text` is one human line per entry; `json` is pino's JSON lines, for those who ship logs.
 */
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LoggingOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where lines go (default: stdout). */
  destination?: { write(line: string): unknown };
}

export const DEFAULT_LOGGING: LoggingOptions = { level: 'warn', format: 'text' };

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogEntry {
  level: number;
  time: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
}

/** Fields pino adds to every entry that a human line leaves out. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'err', 'req', 'res', 'responseTime']);

/** One pino JSON line as a human one: time, level, message, the entry's own fields, the stack. */
export function textLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const parts = [new Date(entry.time).toISOString(), (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5)];
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`);
  if (entry.res?.statusCode !== undefined) parts.push(String(entry.res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  if (entry.msg) parts.push(entry.msg);
  const fields = Object.entries(entry).filter(([key]) => !OMITTED.has(key));
  if (fields.length > 0) parts.push(fields.map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join(' '));
  const stack = entry.err?.stack ?? (entry.err?.message ? `${entry.err.type ?? 'Error'}: ${entry.err.message}` : undefined);
  return `${parts.join(' ')}${stack ? `\n${stack}` : ''}\n`;
}

/** The fastify options for a logging choice; `false` or undefined: no log at all (tests). */
export function loggerOptions(logging: LoggingOptions | boolean | undefined): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!logging) return { logger: false };
  const { level, format, destination = process.stdout } = logging === true ? DEFAULT_LOGGING : logging;
  const stream = format === 'json' ? destination : { write: (line: string) => destination.write(textLine(line)) };
  // fastify's request logging writes two lines per request; installRequestLog writes one.
  return { logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) };
}

/** One `info` line per answered request: method, path, status, time. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request',
    );
  });
}
