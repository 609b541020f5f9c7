/**
 * --demo plugin instances, configured through the demo descriptors (schemas/plugin-descriptors);
 * secrets are demo values, stored encrypted like any other.
 */
const SIMPLE_PCV = 'org.sourceid.saml20.domain.SimpleUsernamePasswordCredentialValidator';
const RADIUS_PCV = 'org.sourceid.saml20.domain.RadiusUsernamePasswordCredentialValidator';

const user = (username: string, password: string) => ({
  defaultRow: false,
  fields: [
    { name: 'Username', value: username },
    { name: 'Password', value: password },
    { name: 'Confirm Password', value: password },
    { name: 'Relax Password Requirements', value: 'false' },
  ],
});

export const PASSWORD_CREDENTIAL_VALIDATORS_STORE = '/passwordCredentialValidators';

export const demoPasswordCredentialValidators = [
  {
    id: 'localUsers',
    name: 'Local Test Users',
    pluginDescriptorRef: { id: SIMPLE_PCV },
    configuration: { fields: [], tables: [{ name: 'Users', rows: [user('joe', 'Demo-Joe-2026!'), user('alice', 'Demo-Alice-2026!'), user('svc-monitor', 'Demo-Monitor-2026!')] }] },
    attributeContract: { extendedAttributes: [] },
  },
  {
    id: 'corporateRadius',
    name: 'Corporate RADIUS',
    pluginDescriptorRef: { id: RADIUS_PCV },
    configuration: {
      fields: [
        { name: 'NAS Identifier', value: 'pingfederate-prod' },
        { name: 'Timeout', value: '5000' },
        { name: 'Retry Count', value: '2' },
        { name: 'Allow Challenge Retries after Access-Reject', value: 'false' },
      ],
      tables: [
        {
          name: 'RADIUS Servers',
          rows: [
            { defaultRow: false, fields: [{ name: 'Hostname', value: 'radius1.corp.example.com' }, { name: 'Authentication Port', value: '1812' }, { name: 'Authentication Protocol', value: 'PAP' }, { name: 'Shared Secret', value: 'demo-Radius-Secret-1' }] },
            { defaultRow: false, fields: [{ name: 'Hostname', value: 'radius2.corp.example.com' }, { name: 'Authentication Port', value: '1812' }, { name: 'Authentication Protocol', value: 'CHAP' }, { name: 'Shared Secret', value: 'demo-Radius-Secret-2' }] },
          ],
        },
      ],
    },
    attributeContract: { extendedAttributes: [{ name: 'Class' }, { name: 'Filter-Id' }] },
  },
];
