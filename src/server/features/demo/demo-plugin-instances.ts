/**
 * --demo plugin instances, configured through the demo descriptors (schemas/plugin-descriptors);
 * secrets are demo values, stored encrypted like any other.
 */
import { storagePath } from '../../store/storage-path';
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

export const PASSWORD_CREDENTIAL_VALIDATORS_STORE = storagePath('/passwordCredentialValidators');

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

export const NOTIFICATION_PUBLISHERS_STORE = storagePath('/notificationPublishers');

export const demoNotificationPublishers = [
  {
    id: 'corporateSmtp',
    name: 'Corporate SMTP',
    pluginDescriptorRef: { id: 'com.pingidentity.email.SmtpNotificationPlugin' },
    configuration: {
      fields: [
        { name: 'From Address', value: 'pingfederate@example.com' },
        { name: 'Sender Name', value: 'PingFederate' },
        { name: 'Email Server', value: 'smtp.example.com' },
        { name: 'SMTP Port', value: '587' },
        { name: 'Encryption Method', value: 'TLS' },
        { name: 'Verify Hostname', value: 'true' },
        { name: 'Username', value: 'pingfederate' },
        { name: 'Password', value: 'demo-Smtp-Password-1' },
      ],
    },
  },
];

export const AUTHENTICATION_SELECTORS_STORE = storagePath('/authenticationSelectors');

export const demoAuthenticationSelectors = [
  {
    id: 'internalNetworks',
    name: 'Internal Networks',
    pluginDescriptorRef: { id: 'com.pingidentity.pf.selectors.cidr.CIDRAdapterSelector' },
    configuration: {
      fields: [{ name: 'Result Attribute Name', value: 'network' }],
      tables: [{ name: 'Networks', rows: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((range) => ({ defaultRow: false, fields: [{ name: 'Network Range (CIDR notation)', value: range }] })) }],
    },
  },
  {
    id: 'mobileAppHeader',
    name: 'Mobile App Header',
    pluginDescriptorRef: { id: 'com.pingidentity.pf.selectors.http.HTTPHeaderAdapterSelector' },
    configuration: {
      fields: [
        { name: 'Header Name', value: 'X-Client-Channel' },
        { name: 'Case-Sensitive Matching', value: 'false' },
      ],
      tables: [{ name: 'Results', rows: [{ defaultRow: false, fields: [{ name: 'Match Expression', value: 'mobile-*' }] }] }],
    },
  },
  {
    id: 'requestedAuthnContext',
    name: 'Requested AuthN Context',
    pluginDescriptorRef: { id: 'com.pingidentity.pf.selectors.saml.SamlAuthnContextAdapterSelector' },
    configuration: { fields: [{ name: 'Add or Update AuthN Context Attribute', value: 'true' }] },
    attributeContract: { extendedAttributes: [{ name: 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport' }, { name: 'urn:oasis:names:tc:SAML:2.0:ac:classes:X509' }] },
  },
];

export const SP_ADAPTERS_STORE = storagePath('/sp/adapters');

/** An OpenToken adapter for the demo web application; the rest of its fields take the type's defaults. */
export const demoSpAdapters = [
  {
    id: 'portalOpenToken',
    name: 'Customer Portal OpenToken',
    pluginDescriptorRef: { id: 'com.pingidentity.adapters.opentoken.SpAuthnAdapter' },
    configuration: {
      fields: [
        { name: 'Password', value: 'demo-OpenToken-Key-2026' },
        { name: 'Confirm Password', value: 'demo-OpenToken-Key-2026' },
        { name: 'Token Name', value: 'portal-opentoken' },
        { name: 'Account Link Service', value: 'https://portal.example.com/sso/account-link' },
        { name: 'Logout Service', value: 'https://portal.example.com/sso/logout' },
      ],
    },
    attributeContract: { extendedAttributes: [{ name: 'email' }, { name: 'givenName' }, { name: 'sn' }] },
    targetApplicationInfo: { applicationName: 'Customer Portal', applicationIconUrl: 'https://portal.example.com/logo.png' },
  },
];

/** The adapters the demo authentication policies use (their rules test these attributes). */
export const demoIdpAdapters = [
  {
    id: 'HTMLFormAdapter',
    name: 'HTML Form Adapter',
    pluginDescriptorRef: { id: 'com.pingidentity.adapters.htmlform.idp.HtmlFormIdpAuthnAdapter' },
    configuration: {
      fields: [
        { name: 'Challenge Retries', value: '3' },
        { name: 'Session State', value: 'Globally' },
        { name: 'Session Timeout', value: '60' },
        { name: 'Allow Password Changes', value: 'true' },
        { name: "Enable 'Remember My Username'", value: 'true' },
      ],
      tables: [{ name: 'Credential Validators', rows: [{ defaultRow: false, fields: [{ name: 'Password Credential Validator Instance', value: 'localUsers' }] }] }],
    },
    attributeContract: {
      coreAttributes: [{ name: 'policy.action' }, { name: 'username', pseudonym: true }],
      extendedAttributes: [{ name: 'email' }, { name: 'memberOf' }],
      uniqueUserKeyAttribute: 'username',
      maskOgnlValues: false,
    },
    authnCtxClassRef: 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
    attributeMapping: {
      attributeSources: [],
      attributeContractFulfillment: {
        'policy.action': { source: { type: 'ADAPTER' }, value: 'policy.action' },
        username: { source: { type: 'ADAPTER' }, value: 'username' },
        email: { source: { type: 'ADAPTER' }, value: 'email' },
        memberOf: { source: { type: 'ADAPTER' }, value: 'memberOf' },
      },
      issuanceCriteria: {
        conditionalCriteria: [],
        expressionCriteria: [{ expression: '#this.get("memberOf") != null', errorResult: 'Accounts outside every group may not sign on here.' }],
      },
    },
  },
  {
    id: 'CertificateAdapter',
    name: 'Certificate Adapter',
    pluginDescriptorRef: { id: 'com.pingidentity.adapters.x509.idp.X509CertificateIdpAdapter' },
    configuration: {
      fields: [
        { name: 'Client Auth Port', value: '9032' },
        { name: 'Client Auth Hostname', value: 'certauth.example.com' },
      ],
      tables: [{ name: 'Constrain Acceptable Root Issuers', rows: [{ defaultRow: false, fields: [{ name: 'Issuer DN', value: 'CN=Example Smart Card CA, O=Example, C=US' }] }] }],
    },
    attributeContract: { extendedAttributes: [] },
  },
];

/** A JSON Web Token manager (the default one, signed with an HMAC key) and a reference token manager. */
export const demoAccessTokenManagers = [
  {
    id: 'default',
    name: 'Default JWT Access Token Manager',
    pluginDescriptorRef: { id: 'com.pingidentity.pf.access.token.management.plugins.JwtBearerAccessTokenManagementPlugin' },
    configuration: {
      fields: [
        { name: 'Token Lifetime', value: '60' },
        { name: 'JWS Algorithm', value: 'HS256' },
        { name: 'Active Symmetric Key ID', value: 'demo-hmac-2026' },
      ],
      tables: [{ name: 'Symmetric Keys', rows: [{ defaultRow: false, fields: [{ name: 'Key ID', value: 'demo-hmac-2026' }, { name: 'Key', value: 'ZGVtby1obWFjLWtleS1mb3ItdGhlLWRlbW8tb25seS0yMDI2' }, { name: 'Encoding', value: 'b64u' }] }] }],
    },
    attributeContract: { extendedAttributes: [{ name: 'sub' }, { name: 'email' }, { name: 'groups', multiValued: true }], defaultSubjectAttribute: 'sub' },
    selectionSettings: { resourceUris: ['https://api.example.com/'] },
    accessControlSettings: { restrictClients: false, allowedClients: [] },
    sessionValidationSettings: { includeSessionId: false, checkValidAuthnSession: false, checkSessionRevocationStatus: false, updateAuthnSessionActivity: false },
  },
  {
    id: 'partnerReference',
    name: 'Partner Reference Tokens',
    pluginDescriptorRef: { id: 'org.sourceid.oauth20.token.plugin.impl.ReferenceBearerAccessTokenManagementPlugin' },
    configuration: { fields: [{ name: 'Token Lifetime', value: '30' }], tables: [] },
    attributeContract: { extendedAttributes: [{ name: 'sub' }, { name: 'partner' }] },
    accessControlSettings: { restrictClients: true, allowedClients: [{ id: 'customer-portal' }] },
  },
];
