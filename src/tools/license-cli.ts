/**
 * npm run license -- issue [options]        writes a signed license file
 * npm run license -- credential [options]   prints a signed PingOne credential token
 *
 * Both sign with the development keys (keys/development) unless --key names another Ed25519
 * private key. Run with --help for the options.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { issueLicenseFile } from '../server/features/license/license-file';
import { licenseTermProblems, type LicenseGroup, type LicenseTerms } from '../server/features/license/license-terms';
import { DEVELOPMENT_CREDENTIAL_KEY, DEVELOPMENT_LICENSE_KEY, readPrivateKey, TrustedKeys } from '../server/services/trusted-signers/signing-keys';
import { issueCredential, readCredential } from '../server/features/pingone/credential-token';

const HELP = `Usage:
  npm run license -- issue --out FILE [options]
      --name TEXT              licensed to (default 'Development')
      --organization TEXT      (default 'Development')
      --id TEXT                license id (default DEV-<timestamp>)
      --product TEXT           (default PingFederate)
      --version TEXT           (default 12.1)
      --tier FREE|PERPETUAL|SUBSCRIPTION (default SUBSCRIPTION)
      --issued DATE            ISO date or date-time (default now)
      --expires DATE           ISO date or date-time; 'never' for none (default one year after --issued)
      --grace-period DAYS
      --max-connections N      omitted: unlimited
      --node-limit N           omitted: unlimited
      --enforcement-type 0-7   (default 3)
      --oauth / --no-oauth, --ws-trust / --no-ws-trust, --provisioning / --no-provisioning (default on)
      --bridge-mode            (default off)
      --group NAME:COUNT:START:END   a connection group; repeat for more
      --feature NAME=VALUE           repeat for more
      --key FILE               Ed25519 private key PEM (default keys/development/license-signing.key.pem)
  npm run license -- credential --organization TEXT --environment-id ID --credential-id ID [--region NA] [--key FILE]
      prints the token (default key keys/development/credential-signing.key.pem)
`;

function fail(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

/** 'YYYY-MM-DD' becomes midnight UTC; date-times pass through normalized. */
function dateTime(value: string, option: string): string {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const time = Date.parse(text);
  if (Number.isNaN(time)) fail(`${option}: not a date: ${value}`);
  return new Date(time).toISOString();
}

function count(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`${option}: not a whole number: ${value}`);
  return n;
}

/** --x and --no-x: the last one given wins; neither: the default. */
function flag(args: string[], name: string, fallback: boolean): boolean {
  const last = args.findLastIndex((a) => a === `--${name}` || a === `--no-${name}`);
  return last < 0 ? fallback : args[last] === `--${name}`;
}

/** NAME:COUNT:START:END, where START and END are dates that may hold colons themselves. */
function group(value: string): LicenseGroup {
  const match = /^([^:]+):(\d+):(.+?):(\d{4}-\d{2}-\d{2}.*)$/.exec(value);
  if (!match) fail(`--group: expected NAME:COUNT:START:END, got ${value}`);
  const [, name, connections, start, end] = match;
  return { name, connectionCount: Number(connections), startDate: dateTime(start, '--group'), endDate: dateTime(end, '--group') };
}

function issue(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      out: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string', default: 'Development' },
      organization: { type: 'string', default: 'Development' },
      product: { type: 'string', default: 'PingFederate' },
      version: { type: 'string', default: '12.1' },
      tier: { type: 'string', default: 'SUBSCRIPTION' },
      issued: { type: 'string' },
      expires: { type: 'string' },
      'grace-period': { type: 'string' },
      'max-connections': { type: 'string' },
      'node-limit': { type: 'string' },
      'enforcement-type': { type: 'string', default: '3' },
      oauth: { type: 'boolean' },
      'no-oauth': { type: 'boolean' },
      'ws-trust': { type: 'boolean' },
      'no-ws-trust': { type: 'boolean' },
      provisioning: { type: 'boolean' },
      'no-provisioning': { type: 'boolean' },
      'bridge-mode': { type: 'boolean' },
      'no-bridge-mode': { type: 'boolean' },
      group: { type: 'string', multiple: true, default: [] },
      feature: { type: 'string', multiple: true, default: [] },
      key: { type: 'string' },
    },
  });
  if (!values.out) fail('issue: --out is required.');
  const issueDate = values.issued ? dateTime(values.issued, '--issued') : new Date().toISOString();
  const oneYearLater = new Date(Date.parse(issueDate));
  oneYearLater.setUTCFullYear(oneYearLater.getUTCFullYear() + 1);
  const expirationDate =
    values.expires === 'never' ? undefined : values.expires ? dateTime(values.expires, '--expires') : oneYearLater.toISOString();

  const terms: LicenseTerms = {
    id: values.id ?? `DEV-${Date.now()}`,
    name: values.name,
    organization: values.organization,
    product: values.product,
    version: values.version,
    tier: values.tier,
    issueDate,
    expirationDate,
    maxConnections: count(values['max-connections'], '--max-connections'),
    nodeLimit: count(values['node-limit'], '--node-limit'),
    gracePeriod: count(values['grace-period'], '--grace-period'),
    enforcementType: values['enforcement-type'],
    features: values.feature.map((f) => {
      const at = f.indexOf('=');
      if (at <= 0) fail(`--feature: expected NAME=VALUE, got ${f}`);
      return { name: f.slice(0, at), value: f.slice(at + 1) };
    }),
    oauthEnabled: flag(argv, 'oauth', true),
    wsTrustEnabled: flag(argv, 'ws-trust', true),
    provisioningEnabled: flag(argv, 'provisioning', true),
    bridgeMode: flag(argv, 'bridge-mode', false),
    licenseGroups: values.group.map(group),
  };
  // Absent optional terms are left out of the file rather than written as null.
  for (const field of ['expirationDate', 'maxConnections', 'nodeLimit', 'gracePeriod'] as const) {
    if (terms[field] === undefined) delete terms[field];
  }
  const problems = licenseTermProblems(terms);
  if (problems.length > 0) fail(`issue: ${problems.join('; ')}`);

  const out = resolve(values.out);
  writeFileSync(out, issueLicenseFile(terms, readPrivateKey(values.key ?? DEVELOPMENT_LICENSE_KEY)));
  console.log(`Wrote license ${terms.id} to ${out}`);
}

function credential(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      organization: { type: 'string' },
      region: { type: 'string', default: 'NA' },
      'environment-id': { type: 'string' },
      'credential-id': { type: 'string' },
      key: { type: 'string' },
    },
  });
  const { organization, region } = values;
  const environmentId = values['environment-id'];
  const credentialId = values['credential-id'];
  if (!organization || !environmentId || !credentialId) fail('credential: --organization, --environment-id and --credential-id are required.');
  const keyPath = values.key ?? DEVELOPMENT_CREDENTIAL_KEY;
  const token = issueCredential({ organizationName: organization, region, environmentId, credentialId }, readPrivateKey(keyPath));
  // Check the result the way the server will, so a bad region fails here and not at upload.
  try {
    readCredential(token, new TrustedKeys([readPrivateKey(keyPath).export({ type: 'pkcs8', format: 'pem' })]));
  } catch (error) {
    fail(`credential: ${(error as { reason?: string }).reason ?? String(error)}`);
  }
  console.log(token);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'issue') issue(rest);
  else if (command === 'credential') credential(rest);
  else if (command === '--help' || command === '-h' || command === 'help') console.log(HELP);
  else fail(command ? `Unknown command: ${command}` : 'A command is required.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
