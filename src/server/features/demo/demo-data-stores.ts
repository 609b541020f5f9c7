/**
 * --demo data stores: one of each type PingFederate 12.1 offers here (JDBC, LDAP, the custom REST
 * API type of schemas/plugin-descriptors/data-stores.descriptors.yaml). Their hosts are examples, so
 * Test Connection answers why it could not connect; passwords are demo values, stored encrypted.
 */
export { DATA_STORES_STORE } from '../data-stores';

const REST_DATA_STORE = 'com.pingidentity.pf.datastore.other.RestDataSourceDriver';

const attribute = (local: string, path: string) => ({
  defaultRow: false,
  fields: [
    { name: 'Local Attribute', value: local },
    { name: 'JSON Response Attribute Path', value: path },
  ],
});

export const demoDataStores = [
  {
    type: 'JDBC',
    id: 'customerDatabase',
    name: 'Customer Database',
    maskAttributeValues: false,
    connectionUrl: 'jdbc:postgresql://db.example.com:5432/customers',
    connectionUrlTags: [{ connectionUrl: 'jdbc:postgresql://db.example.com:5432/customers', defaultSource: true }],
    driverClass: 'org.postgresql.Driver',
    userName: 'pingfederate',
    password: 'Demo-Db-2026!',
    validateConnectionSql: 'SELECT 1',
    allowMultiValueAttributes: false,
    minPoolSize: 10,
    maxPoolSize: 100,
    blockingTimeout: 5000,
    idleTimeout: 5,
  },
  {
    type: 'LDAP',
    id: 'corporateDirectory',
    name: 'Corporate Directory',
    maskAttributeValues: false,
    hostnames: ['ldap.example.com:389'],
    hostnamesTags: [{ hostnames: ['ldap.example.com:389'], defaultSource: true }],
    ldapType: 'PING_DIRECTORY',
    bindAnonymously: false,
    userDN: 'cn=pingfederate,ou=services,dc=example,dc=com',
    password: 'Demo-Ldap-2026!',
    useSsl: false,
    useStartTLS: false,
    useDnsSrvRecords: false,
    followLDAPReferrals: false,
    retryFailedOperations: false,
    testOnBorrow: false,
    testOnReturn: false,
    createIfNecessary: true,
    verifyHost: true,
    minConnections: 10,
    maxConnections: 100,
    maxWait: -1,
    timeBetweenEvictions: 60000,
    readTimeout: 3000,
    connectionTimeout: 3000,
    dnsTtl: 60000,
    ldapDnsSrvPrefix: '_ldap._tcp',
    ldapsDnsSrvPrefix: '_ldaps._tcp',
    binaryAttributes: [],
  },
  {
    type: 'CUSTOM',
    id: 'customerProfileApi',
    name: 'Customer Profile API',
    maskAttributeValues: false,
    pluginDescriptorRef: { id: REST_DATA_STORE },
    configuration: {
      fields: [
        { name: 'Authentication Method', value: 'OAuth 2.0 Bearer Token' },
        { name: 'OAuth Token Endpoint', value: 'https://auth.example.com/as/token' },
        { name: 'OAuth Scope', value: 'profile.read' },
        { name: 'Client ID', value: 'pingfederate-profile-lookup' },
        { name: 'Client Secret', value: 'Demo-Api-2026!' },
        { name: 'Test Connection URL', value: 'https://api.example.com/v1/health' },
      ],
      tables: [
        { name: 'Base URLs and Tags', rows: [{ defaultRow: true, fields: [{ name: 'Base URL', value: 'https://api.example.com/v1/users' }, { name: 'Tags', value: '' }] }] },
        { name: 'HTTP Request Headers', rows: [{ defaultRow: false, fields: [{ name: 'Header Name', value: 'Accept' }, { name: 'Header Value', value: 'application/json' }] }] },
        { name: 'Attributes', rows: [attribute('email', '/email'), attribute('givenName', '/profile/firstName'), attribute('familyName', '/profile/lastName')] },
      ],
    },
  },
];
