/** The sample data of --demo: who can sign in, and a few objects to look at. */
export const DEMO_PASSWORD = '2FederateM0re!';

export const demoAccounts = [
  {
    username: 'Administrator',
    description: 'Demo administrator with every role',
    roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'],
  },
  { username: 'auditor', description: 'Demo auditor (read-only)', auditor: true, roles: [] },
  { username: 'crypto', description: 'Demo crypto administrator', roles: ['CRYPTO_ADMINISTRATOR'] },
  { username: 'useradmin', description: 'Demo user administrator', roles: ['USER_ADMINISTRATOR'] },
  { username: 'expression', description: 'Demo expression administrator', roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] },
];

export const demoVirtualIssuers = [
  { id: 'emea', name: 'EMEA Issuer', description: 'Tokens for the European tenants.', host: 'emea.auth.example.com', path: '/emea' },
  { id: 'americas', name: 'Americas Issuer', description: 'Tokens for the American tenants.', host: 'us.auth.example.com', path: '/us' },
  { id: 'partners', name: 'Partner Issuer', description: 'Tokens for partner applications.', host: 'partners.example.com' },
];

export const demoCommonScopes = [
  { name: 'profile', description: 'View your basic profile information.' },
  { name: 'email', description: 'View your email address.' },
  { name: 'address', description: 'View your postal address.' },
  { name: 'phone', description: 'View your phone number.' },
  { name: 'offline_access', description: 'Stay connected to your data while you are away.' },
  { name: 'accounts.read', description: 'Read your account list and balances.' },
  { name: 'accounts.write', description: 'Change the nicknames and preferences of your accounts.' },
  { name: 'payments:*', description: 'Initiate a payment of a given amount.', dynamic: true },
  { name: 'transfers:*', description: 'Transfer funds between your accounts.', dynamic: true },
  { name: 'calendar.read', description: 'View your calendar.' },
  { name: 'calendar.write', description: 'Create and change calendar events.' },
  { name: 'documents:*', description: 'Open one document by its id.', dynamic: true },
];

export const demoCommonScopeGroups = [
  { name: 'contact_info', description: 'Your contact details.', scopes: ['email', 'address', 'phone'] },
  { name: 'banking', description: 'Accounts, payments and transfers.', scopes: ['accounts.read', 'accounts.write', 'payments:*', 'transfers:*'] },
  { name: 'calendar', description: 'Read and change your calendar.', scopes: ['calendar.read', 'calendar.write'] },
];

export const demoExclusiveScopes = [
  { name: 'admin', description: 'Administer the resource server.' },
  { name: 'audit.read', description: 'Read the audit trail.' },
  { name: 'internal.metrics', description: 'Read service metrics.' },
  { name: 'support:*', description: 'Act on one support case.', dynamic: true },
];

export const demoExclusiveScopeGroups = [
  { name: 'operations', description: 'Operations staff access.', scopes: ['admin', 'audit.read', 'internal.metrics'] },
];

export const demoDefaultScopeDescription = 'This application asks for access to your account.';

/** The authorization server settings beyond a fresh install's (seeded after the validator it names). */
export const demoAuthServerSettings = {
  defaultScopeDescription: demoDefaultScopeDescription,
  adminWebServicePcvRef: { id: 'localUsers' },
  allowedOrigins: ['https://app.example.com', 'https://*.partners.example.com'],
  persistentGrantContract: { coreAttributes: [{ name: 'USER_KEY' }, { name: 'USER_NAME' }], extendedAttributes: [{ name: 'department' }] },
  rollRefreshTokenValues: true,
};

const PROCESSOR_DESCRIPTOR = 'com.pingidentity.pf.oauth.authorizationdetails.RestAuthorizationDetailProcessor';

/** Plugin instances; the Client Secret fields are stored encrypted. */
export const demoAuthorizationDetailProcessors = [
  {
    id: 'paymentProcessor',
    name: 'Payment Processor',
    pluginDescriptorRef: { id: PROCESSOR_DESCRIPTOR },
    fields: [
      { name: 'Endpoint URL', value: 'https://payments.example.com/authz-details/validate' },
      { name: 'Client ID', value: 'pf-payments' },
      { name: 'Client Secret', value: 'p4yments-S3cret-2024', secret: true },
    ],
  },
  {
    id: 'accountInfoProcessor',
    name: 'Account Information Processor',
    pluginDescriptorRef: { id: PROCESSOR_DESCRIPTOR },
    fields: [
      { name: 'Endpoint URL', value: 'https://accounts.example.com/authz-details/validate' },
      { name: 'Client ID', value: 'pf-accounts' },
      { name: 'Client Secret', value: 'acc0unts-S3cret-2024', secret: true },
    ],
  },
  {
    id: 'customerInfoProcessor',
    name: 'Customer Information Processor',
    pluginDescriptorRef: { id: PROCESSOR_DESCRIPTOR },
    fields: [
      { name: 'Endpoint URL', value: 'https://customers.example.com/authz-details/validate' },
      { name: 'Client ID', value: 'pf-customers' },
      { name: 'Client Secret', value: 'cust0mers-S3cret-2024', secret: true },
    ],
  },
];

export const demoAuthorizationDetailTypes = [
  { id: 'paymentInitiation', type: 'payment_initiation', description: 'Initiate a single payment.', authorizationDetailProcessorRef: { id: 'paymentProcessor' }, active: true },
  { id: 'accountInformation', type: 'account_information', description: 'Read account details and balances.', authorizationDetailProcessorRef: { id: 'accountInfoProcessor' }, active: true },
  { id: 'customerInformation', type: 'customer_information', description: 'Read customer profile data.', authorizationDetailProcessorRef: { id: 'customerInfoProcessor' }, active: false },
];

export const demoEnabledLogCategories = ['core', 'requestheaders'];

/** Rotations after the first key, so the key table has history. */
export const demoKeyRotations = 2;

const done = (context: string) => ({ action: { type: 'DONE', context } });
const adapter = (id: string) => ({ type: 'IDP_ADAPTER', sourceRef: { id } });
const toContract = (context: string, id: string, adapterId: string) => ({
  action: {
    type: 'APC_MAPPING',
    context,
    authenticationPolicyContractRef: { id },
    attributeMapping: { attributeContractFulfillment: { subject: { source: { type: 'ADAPTER', id: adapterId }, value: 'username' } } },
  },
});

/**
 * Authentication policy trees (PingFederate's AuthenticationPolicyTree) over the adapters, selector,
 * contracts and fragment above. The IdP adapter nodes' attribute rules (one an expression rule) add
 * results of their own, each followed by a branch.
 */
export const demoAuthenticationPolicies = [
  {
    id: 'employees',
    name: 'Employee Sign-On',
    description: 'The HTML form for everyone; contractors and employees are told apart by their attributes, others step up with a smart card.',
    enabled: true,
    rootNode: {
      action: {
        type: 'AUTHN_SOURCE',
        authenticationSource: adapter('HTMLFormAdapter'),
        attributeRules: {
          fallbackToSuccess: true,
          items: [
            {
              attributeSource: { type: 'ADAPTER', id: 'HTMLFormAdapter' },
              attributeName: 'memberOf',
              condition: 'MULTIVALUE_CONTAINS',
              expectedValue: 'cn=contractors,ou=groups,dc=example,dc=com',
              result: 'Contractor',
            },
            { attributeSource: { type: 'EXPRESSION' }, expression: 'email.endsWith("@example.com")', result: 'Employee' },
          ],
        },
      },
      children: [
        done('Fail'),
        {
          action: { type: 'AUTHN_SOURCE', context: 'Success', authenticationSource: adapter('CertificateAdapter') },
          children: [done('Fail'), toContract('Success', 'employeeSso', 'CertificateAdapter')],
        },
        toContract('Contractor', 'employeeSso', 'HTMLFormAdapter'),
        toContract('Employee', 'employeeSso', 'HTMLFormAdapter'),
      ],
    },
  },
  {
    id: 'partners',
    name: 'Partner Portal',
    description: 'Partner certificates; from the trusted network the portal goes on, elsewhere a password fallback.',
    enabled: true,
    handleFailuresLocally: false,
    rootNode: {
      action: {
        type: 'AUTHN_SOURCE',
        authenticationSource: adapter('CertificateAdapter'),
        attributeRules: {
          fallbackToSuccess: false,
          items: [{ attributeSource: { type: 'CONTEXT' }, attributeName: 'ClientIp', condition: 'EQUALS', expectedValue: '203.0.113.10', result: 'TrustedNetwork' }],
        },
      },
      children: [
        {
          action: { type: 'AUTHN_SOURCE', context: 'Fail', authenticationSource: adapter('HTMLFormAdapter') },
          children: [done('Fail'), toContract('Success', 'customerLogin', 'HTMLFormAdapter')],
        },
        toContract('Success', 'customerLogin', 'CertificateAdapter'),
        { action: { type: 'CONTINUE', context: 'TrustedNetwork' } },
      ],
    },
  },
  {
    id: 'internalFallback',
    name: 'Internal Fallback',
    description: 'Runs the Internal Network or HTML Form fragment when no other policy applies.',
    enabled: false,
    rootNode: {
      action: { type: 'FRAGMENT', fragment: { id: 'internalOrForm' } },
      children: [done('Fail'), done('Success')],
    },
  },
];

/** The default access token manager's restriction (Access Token Management's Scope Restrictions tab). */
export const demoScopeRestriction = { commonScope: ['profile', 'email'], exclusiveScope: [] as string[] };

/**
 * Session policies of single authentication sources (PingFederate's AuthenticationSessionPolicy,
 * as in the terraform provider's example): the sign-on form keeps persistent sessions for shared
 * devices too, with its own timeouts. The certificate adapter has none (the global policy applies).
 */
export const demoSessionPolicies = [
  {
    id: 'htmlFormSessions',
    authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'HTMLFormAdapter' } },
    enableSessions: true,
    persistent: true,
    idleTimeoutMins: 120,
    maxTimeoutMins: 1440,
    timeoutDisplayUnit: 'HOURS',
    authnContextSensitive: false,
    userDeviceType: 'ANY',
  },
];

/**
 * OpenID Connect policies (PingFederate's OpenIdConnectPolicy, after the terraform provider's
 * example): ID tokens for the partner reference token manager, its partner attribute mapped from
 * the token. The demo's OpenID Connect settings name it the default policy.
 */
export const demoOpenIdConnectPolicies = [
  {
    id: 'partnerOidcPolicy',
    name: 'Partner OpenID Connect Policy',
    accessTokenManagerRef: { id: 'partnerReference' },
    idTokenLifetime: 5,
    includeSriInIdToken: true,
    includeUserInfoInIdToken: false,
    includeSHashInIdToken: false,
    includeX5tInIdToken: false,
    returnIdTokenOnRefreshGrant: false,
    reissueIdTokenInHybridFlow: false,
    attributeContract: {
      coreAttributes: [{ name: 'sub', includeInIdToken: true, includeInUserInfo: true, multiValued: false }],
      extendedAttributes: [
        { name: 'partner', includeInIdToken: true, includeInUserInfo: true, multiValued: false },
        { name: 'email', includeInIdToken: false, includeInUserInfo: true, multiValued: false },
      ],
    },
    attributeMapping: {
      attributeContractFulfillment: {
        sub: { source: { type: 'TOKEN' }, value: 'sub' },
        partner: { source: { type: 'TOKEN' }, value: 'partner' },
        email: { source: { type: 'NO_MAPPING' }, value: '' },
      },
    },
    scopeAttributeMappings: { email: { values: ['email'] }, profile: { values: ['partner'] } },
  },
];

/**
 * Authentication policy fragments: employees on an internal network (the CIDR selector answers Yes)
 * go on; the others sign on with the HTML form adapter, whose success maps to the Employee SSO
 * contract. Everything it names is demo data, so those objects cannot be deleted while it does.
 */
export const demoFragments = [
  {
    id: 'internalOrForm',
    name: 'Internal Network or HTML Form',
    description: 'Skips the sign-on form on the internal networks; elsewhere the HTML form adapter, mapped to Employee SSO.',
    inputs: { id: 'employeeSso' },
    outputs: { id: 'employeeSso' },
    rootNode: {
      action: { type: 'AUTHN_SELECTOR', authenticationSelectorRef: { id: 'internalNetworks' } },
      children: [
        {
          action: { type: 'AUTHN_SOURCE', context: 'No', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'HTMLFormAdapter' } } },
          children: [
            { action: { type: 'DONE', context: 'Fail' } },
            {
              action: {
                type: 'APC_MAPPING',
                context: 'Success',
                authenticationPolicyContractRef: { id: 'employeeSso' },
                attributeMapping: { attributeContractFulfillment: { subject: { source: { type: 'ADAPTER', id: 'HTMLFormAdapter' }, value: 'username' } } },
              },
            },
          ],
        },
        { action: { type: 'CONTINUE', context: 'Yes' } },
      ],
    },
  },
];

/**
 * Policy contract grant mappings (PingFederate's ApcToPersistentGrantMapping): customers' grants
 * are keyed by the Customer Login contract's subject and named by its email. Employee SSO has none,
 * so a mapping can be added for it.
 */
export const demoApcMappings = [
  {
    id: 'customerLogin',
    authenticationPolicyContractRef: { id: 'customerLogin' },
    attributeSources: [],
    attributeContractFulfillment: {
      USER_KEY: { source: { type: 'AUTHENTICATION_POLICY_CONTRACT' }, value: 'subject' },
      USER_NAME: { source: { type: 'AUTHENTICATION_POLICY_CONTRACT' }, value: 'email' },
    },
    issuanceCriteria: { conditionalCriteria: [] },
  },
];

/**
 * Access token mappings (PingFederate's AccessTokenMapping), over the demo managers' contracts: the
 * default context fills the default JWT manager from the persistent grant, client credentials name
 * the client, and customers signing on through the Customer Login contract get partner reference
 * tokens. The ids are made from the context and the manager, as PingFederate makes them.
 */
export const demoAccessTokenMappings = [
  {
    id: 'default|default',
    context: { type: 'DEFAULT', contextRef: { id: '' } },
    accessTokenManagerRef: { id: 'default' },
    attributeSources: [],
    attributeContractFulfillment: {
      sub: { source: { type: 'OAUTH_PERSISTENT_GRANT' }, value: 'USER_KEY' },
      email: { source: { type: 'NO_MAPPING' }, value: '' },
      groups: { source: { type: 'NO_MAPPING' }, value: '' },
    },
    issuanceCriteria: { conditionalCriteria: [] },
  },
  {
    id: 'client_credentials|default',
    context: { type: 'CLIENT_CREDENTIALS', contextRef: { id: '' } },
    accessTokenManagerRef: { id: 'default' },
    attributeSources: [],
    attributeContractFulfillment: {
      sub: { source: { type: 'CONTEXT' }, value: 'ClientId' },
      email: { source: { type: 'NO_MAPPING' }, value: '' },
      groups: { source: { type: 'TEXT' }, value: 'services' },
    },
    issuanceCriteria: { conditionalCriteria: [] },
  },
  {
    id: 'authz_req|apc.customerLogin|partnerReference',
    context: { type: 'AUTHENTICATION_POLICY_CONTRACT', contextRef: { id: 'customerLogin' } },
    accessTokenManagerRef: { id: 'partnerReference' },
    attributeSources: [],
    attributeContractFulfillment: {
      sub: { source: { type: 'AUTHENTICATION_POLICY_CONTRACT' }, value: 'subject' },
      partner: { source: { type: 'TEXT' }, value: 'customer' },
    },
    issuanceCriteria: { conditionalCriteria: [] },
  },
];

/**
 * Local identity profiles (PingFederate's LocalIdentityProfile, after the terraform provider's
 * example): customers register and manage their accounts against the Customer Login contract,
 * verify their email by a one-time passcode sent through the corporate SMTP publisher, and are kept
 * in the corporate directory.
 */
export const demoLocalIdentityProfiles = [
  {
    id: 'customerRegistration',
    name: 'Customer Registration',
    apcId: { id: 'customerLogin' },
    authSources: [{ id: 'google', source: 'Google' }],
    authSourceUpdatePolicy: { storeAttributes: true, retainAttributes: false, updateAttributes: true, updateInterval: 7 },
    registrationEnabled: true,
    registrationConfig: {
      templateName: 'local.identity.registration.html',
      createAuthnSessionAfterRegistration: true,
      thisIsMyDeviceEnabled: false,
      captchaEnabled: false,
    },
    profileEnabled: true,
    profileConfig: { templateName: 'local.identity.profile.html', deleteIdentityEnabled: true },
    fieldConfig: {
      fields: [
        { type: 'EMAIL', id: 'mail', label: 'Email address', registrationPageField: true, profilePageField: true, attributes: { 'Read-Only': false, Required: true, 'Unique ID Field': true, 'Mask Log Values': false } },
        { type: 'TEXT', id: 'givenName', label: 'First name', registrationPageField: true, profilePageField: true, attributes: { 'Read-Only': false, Required: true, 'Unique ID Field': false, 'Mask Log Values': false } },
        { type: 'DROP_DOWN', id: 'preferredLanguage', label: 'Preferred language', registrationPageField: false, profilePageField: true, defaultValue: 'English', options: ['English', 'Deutsch', 'Français'], attributes: { 'Read-Only': false, Required: false } },
        { type: 'HIDDEN', id: 'emailVerified', label: 'Email verified', registrationPageField: false, profilePageField: false, attributes: { 'Unique ID Field': false, 'Mask Log Values': false } },
      ],
      stripSpaceFromUniqueField: true,
    },
    emailVerificationConfig: {
      emailVerificationEnabled: true,
      emailVerificationType: 'OTP',
      otpLength: 8,
      otpRetryAttempts: 3,
      otpTimeToLive: 15,
      allowedOtpCharacterSet: '23456789BCDFGHJKMNPQRSTVWXZbcdfghjkmnpqrstvwxz',
      fieldForEmailToVerify: 'mail',
      fieldStoringVerificationStatus: 'emailVerified',
      notificationPublisherRef: { id: 'corporateSmtp' },
      requireVerifiedEmail: true,
    },
    dataStoreConfig: {
      type: 'LDAP',
      dataStoreRef: { id: 'corporateDirectory' },
      baseDn: 'ou=customers,dc=example,dc=com',
      createPattern: 'uid=${mail}',
      objectClass: 'inetOrgPerson',
      dataStoreMapping: {
        mail: { type: 'LDAP', name: 'mail', metadata: {} },
        givenName: { type: 'LDAP', name: 'givenName', metadata: {} },
        preferredLanguage: { type: 'LDAP', name: 'preferredLanguage', metadata: {} },
        emailVerified: { type: 'LDAP', name: 'description', metadata: {} },
      },
    },
  },
];
