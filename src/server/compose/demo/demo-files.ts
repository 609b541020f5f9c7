/**
 * The --demo seed's data files (seeds/demo at the repository root): the configuration in the bulk
 * format POST /bulk/import takes, and the few inputs of what the seed makes in code (generated key
 * material, signed PingOne credentials, the objects the bulk format does not carry).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../../../../generated/api-types.gen';
import { REPO_ROOT } from '../../core/runtime-paths';
import type { NewKeyPairSettings } from '../../services/key-pairs/generate-key-pair';
import type { JsonDocument } from '../../store/store';
import type { PingOneCredentialInfo } from '../../features/pingone/index';

export const DEMO_SEED_DIR = join(REPO_ROOT, 'seeds', 'demo');

export interface DemoKeyMaterial {
  signingKeyPairs: NewKeyPairSettings[];
  /** Key pair id → its rotation settings. */
  rotationSettings: Record<string, { creationBufferDays: number; activationBufferDays: number }>;
  sslServerKeyPairs: NewKeyPairSettings[];
  sslClientKeyPairs: NewKeyPairSettings[];
  /** Validity in days from the seed's start (negative: in the past). */
  trustedCas: { id: string; commonName: string; organization: string; notBeforeDays: number; notAfterDays: number }[];
  /** OCSP responders' signature verification certificates, valid from a day before the seed's start. */
  ocspCertificates: { id: string; commonName: string; organization: string; validDays: number }[];
  /** Certificates of certificate groups (made as the trusted CAs are), by group name. */
  certificateGroups: { group: string; id: string; commonName: string; organization: string; notBeforeDays: number; notAfterDays: number }[];
  /** The WS-Trust STS issuer certificates, made as the trusted CAs are. */
  wsTrustIssuerCerts: { id: string; commonName: string; organization: string; notBeforeDays: number; notAfterDays: number }[];
  /** Configuration data key rotations after the first key, so the key table has history. */
  configurationKeyRotations: number;
}

export interface DemoPingOneConnection {
  id: string;
  name: string;
  description: string;
  credential: PingOneCredentialInfo;
  /** The demo's fake PingOne rejects this credential (as if revoked). */
  rejectedByFakePingOne?: boolean;
}

/** Objects outside the bulk format: scope restrictions. */
export interface DemoOutsideBulk {
  /** Access token manager id → its restriction. */
  accessTokenScopeRestrictions: Record<string, JsonDocument>;
}

const read = <T>(dir: string, name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;

export const demoConfiguration = (dir = DEMO_SEED_DIR): components['schemas']['BulkConfig'] => read(dir, 'configuration.json');
export const demoKeyMaterial = (dir = DEMO_SEED_DIR): DemoKeyMaterial => read(dir, 'key-material.json');
export const demoPingOneConnections = (dir = DEMO_SEED_DIR): DemoPingOneConnection[] => read(dir, 'pingone-connections.json');
export const demoOutsideBulk = (dir = DEMO_SEED_DIR): DemoOutsideBulk => read(dir, 'outside-bulk.json');

/** The credentials the demo's fake PingOne rejects (main.ts starts it so). */
export const demoRejectedCredentialIds = (dir = DEMO_SEED_DIR): string[] =>
  demoPingOneConnections(dir).filter((connection) => connection.rejectedByFakePingOne).map((connection) => connection.credential.credentialId);
