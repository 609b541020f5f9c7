/**
 * An LDAP data store's connection test: a TCP connection (TLS with LDAPS) to each host name, with
 * a short timeout. It binds nothing: the answer says so. (An LDAP client library would be needed
 * for a bind; this server has none.)
 */
import net from 'node:net';
import tls from 'node:tls';
import { failureReason, type ConnectionOutcome } from './connection-outcome';

/** The connection timeout when the store sets none (or -1, "wait indefinitely"), and the most a test waits. */
export const LDAP_DEFAULT_TIMEOUT_MS = 5000;
const LDAP_MAX_TIMEOUT_MS = 10000;

export interface LdapTarget {
  hostnames: string[];
  useSsl?: boolean;
  verifyHost?: boolean;
  connectionTimeout?: number;
}

/** `host`, `host:port`, `[v6]:port`; the port defaults to 389, or 636 with LDAPS. */
export function parseHostPort(entry: string, useSsl: boolean): { host: string; port: number } | undefined {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const plain = /^([^:\s]+)(?::(\d+))?$/.exec(text);
  const match = bracketed ?? plain;
  if (!match) return undefined;
  const port = match[2] ? Number(match[2]) : useSsl ? 636 : 389;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { host: match[1], port };
}

function timeoutOf(target: LdapTarget): number {
  const given = target.connectionTimeout;
  return given !== undefined && given > 0 ? Math.min(given, LDAP_MAX_TIMEOUT_MS) : LDAP_DEFAULT_TIMEOUT_MS;
}

/** Opens (and closes at once) a TCP or TLS connection; resolves with undefined when it opened, else the reason. */
function reach(host: string, port: number, useSsl: boolean, verifyHost: boolean, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = useSsl
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, ...(verifyHost ? {} : { checkServerIdentity: () => undefined }) })
      : net.connect({ host, port });
    const done = (reason: string | undefined) => {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(timeoutMs, () => done(`timed out after ${timeoutMs} ms`));
    socket.once(useSsl ? 'secureConnect' : 'connect', () => done(undefined));
    socket.once('error', (error) => done(failureReason(error)));
  });
}

/** Tries every host name (failover hosts too); a success needs all of them to answer. */
export async function testLdapConnection(target: LdapTarget): Promise<ConnectionOutcome> {
  const useSsl = target.useSsl === true;
  if (target.hostnames.length === 0) return { success: false, message: 'The data store has no host names to connect to.' };
  const timeoutMs = timeoutOf(target);
  const results = await Promise.all(
    target.hostnames.map(async (entry) => {
      const parsed = parseHostPort(entry, useSsl);
      if (!parsed) return { entry, problem: `'${entry}' is not a host name with an optional port` };
      const problem = await reach(parsed.host, parsed.port, useSsl, target.verifyHost !== false, timeoutMs);
      return { entry: `${parsed.host}:${parsed.port}`, problem };
    }),
  );
  const failed = results.filter((result) => result.problem !== undefined);
  const how = useSsl ? 'TLS (LDAPS)' : 'TCP';
  if (failed.length > 0) {
    return { success: false, message: failed.map((result) => `Could not connect to ${result.entry}: ${result.problem}.`).join(' ') };
  }
  const hosts = results.map((result) => result.entry).join(', ');
  return { success: true, message: `Connected to ${hosts} over ${how}. Only the connection was tested: no LDAP bind was made.` };
}
