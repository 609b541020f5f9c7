/**
 * The log configuration file in the data directory. A new directory gets the current default; a
 * file without the current version's marker is a customized one migrated from an earlier
 * install, which the console warns about (uiSettings.isLog4j2Upgraded false) until it is merged.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOG4J2_FILE = 'log4j2.xml';
export const LOG4J2_VERSION_MARKER = '<!-- federation-console log4j2 configuration, version 12.1 -->';

const DEFAULT_LOG4J2 = `<?xml version="1.0" encoding="UTF-8"?>
${LOG4J2_VERSION_MARKER}
<Configuration status="WARN">
  <Appenders>
    <Console name="console" target="SYSTEM_OUT"><PatternLayout pattern="%d %p [%c] %m%n"/></Console>
  </Appenders>
  <Loggers>
    <Root level="INFO"><AppenderRef ref="console"/></Root>
  </Loggers>
</Configuration>
`;

/** Writes the default file when there is none; answers whether the file is the current version. */
export function ensureLog4j2File(dataDir: string): boolean {
  const path = join(dataDir, LOG4J2_FILE);
  if (!existsSync(path)) writeFileSync(path, DEFAULT_LOG4J2, { mode: 0o600 });
  return readFileSync(path, 'utf8').includes(LOG4J2_VERSION_MARKER);
}
