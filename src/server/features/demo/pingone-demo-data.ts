/**
 * --demo's PingOne connections: 'Acme Production', healthy, used by a PingOne MFA IdP adapter (and
 * first by name, so the frame's home button links its environment); and 'Acme Staging', whose credential the demo's fake PingOne rejects (main.ts starts the fake with
 * DEMO_REJECTED_CREDENTIAL_ID invalid). Tests name the connections and credentials by these ids.
 */
import type { PingOneCredentialInfo } from '../pingone/index';

export const DEMO_HEALTHY_CONNECTION_ID = 'acme-production';
export const DEMO_HEALTHY_CREDENTIAL_ID = '3c1e2b4a-5d6f-4a7b-8c9d-0e1f2a3b4c01';
export const DEMO_REJECTED_CONNECTION_ID = 'acme-staging';
export const DEMO_REJECTED_CREDENTIAL_ID = '3c1e2b4a-5d6f-4a7b-8c9d-0e1f2a3b4c02';
export const DEMO_PINGONE_ADAPTER_ID = 'PingOneMFAAdapter';

export interface DemoPingOneConnection {
  id: string;
  name: string;
  description: string;
  credential: PingOneCredentialInfo;
}

export const demoPingOneConnections: DemoPingOneConnection[] = [
  {
    id: DEMO_HEALTHY_CONNECTION_ID,
    name: 'Acme Production',
    description: 'Workforce MFA and risk services of the Acme production organization',
    credential: {
      organizationName: 'Acme',
      region: 'NA',
      environmentId: '9a7b5c3d-1e2f-4a6b-8c0d-2e4f6a8b0c11',
      credentialId: DEMO_HEALTHY_CREDENTIAL_ID,
    },
  },
  {
    id: DEMO_REJECTED_CONNECTION_ID,
    name: 'Acme Staging',
    description: 'Staging organization in Europe; its credential was revoked in PingOne',
    credential: {
      organizationName: 'Acme Staging',
      region: 'EU',
      environmentId: '9a7b5c3d-1e2f-4a6b-8c0d-2e4f6a8b0c12',
      credentialId: DEMO_REJECTED_CREDENTIAL_ID,
    },
  },
];

/** An IdP adapter in PingFederate's plugin shape whose 'PingOne Environment' names the healthy connection. */
export const demoPingOneAdapter = {
  id: DEMO_PINGONE_ADAPTER_ID,
  name: 'PingOne MFA',
  pluginDescriptorRef: { id: 'com.pingidentity.adapters.pingone.mfa.PingOneMfaIdpAdapter' },
  configuration: {
    fields: [
      { name: 'PingOne Environment', value: `${DEMO_HEALTHY_CONNECTION_ID}|${demoPingOneConnections[0].credential.environmentId}` },
      { name: 'PingOne Population', value: 'Employees' },
    ],
    tables: [],
  },
  attributeContract: { extendedAttributes: [] as { name: string }[] },
};
