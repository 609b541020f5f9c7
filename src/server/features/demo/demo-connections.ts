/**
 * --demo SAML connections: an SP connection for the benefits portal (signed with the partner RSA
 * key pair, its assertions filled by the HTML Form Adapter and the Employee SSO contract) and an IdP
 * connection for a partner IdP (its signing certificate the partner metadata URL's, its users sent
 * to the Customer Portal OpenToken adapter). Seeded after the objects they name.
 */
import { PARTNER_CERTIFICATE } from './demo-contracts-metadata';
import { DEMO_SIGNING_KEYS } from './demo-signing-keys';

export { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE } from '../connections';

const fromAdapter = (value: string) => ({ source: { type: 'ADAPTER' }, value });
const fromContract = (value: string) => ({ source: { type: 'AUTHENTICATION_POLICY_CONTRACT' }, value });
const fromAssertion = (value: string) => ({ source: { type: 'ASSERTION' }, value });
const noMapping = { source: { type: 'NO_MAPPING' }, value: '' };

export const demoSpConnections = [
  {
    id: 'benefitsPortal',
    type: 'SP',
    name: 'Benefits Portal',
    entityId: 'https://benefits.example.com/saml/sp',
    active: true,
    baseUrl: 'https://benefits.example.com',
    loggingMode: 'STANDARD',
    contactInfo: { company: 'Example Benefits', firstName: 'Dana', lastName: 'Reyes', email: 'sso@benefits.example.com' },
    credentials: {
      certs: [],
      signingSettings: { signingKeyPairRef: { id: DEMO_SIGNING_KEYS.rsaPartner }, algorithm: 'SHA256withRSA', includeCertInSignature: false },
    },
    spBrowserSso: {
      protocol: 'SAML20',
      enabledProfiles: ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO'],
      incomingBindings: ['POST', 'REDIRECT'],
      signAssertions: true,
      requireSignedAuthnRequests: false,
      spSamlIdentityMapping: 'STANDARD',
      ssoServiceEndpoints: [{ binding: 'POST', url: '/saml/acs', index: 0, isDefault: true }],
      sloServiceEndpoints: [{ binding: 'REDIRECT', url: '/saml/slo' }],
      assertionLifetime: { minutesBefore: 5, minutesAfter: 5 },
      attributeContract: {
        coreAttributes: [{ name: 'SAML_SUBJECT', nameFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified' }],
        extendedAttributes: [{ name: 'mail', nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic' }, { name: 'department', nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic' }],
      },
      adapterMappings: [
        {
          idpAdapterRef: { id: 'HTMLFormAdapter' },
          attributeSources: [],
          attributeContractFulfillment: { SAML_SUBJECT: fromAdapter('username'), mail: fromAdapter('username'), department: { source: { type: 'TEXT' }, value: 'Staff' } },
          issuanceCriteria: { conditionalCriteria: [] },
          restrictVirtualEntityIds: false,
          restrictedVirtualEntityIds: [],
        },
      ],
      authenticationPolicyContractAssertionMappings: [
        {
          authenticationPolicyContractRef: { id: 'employeeSso' },
          attributeSources: [],
          attributeContractFulfillment: { SAML_SUBJECT: fromContract('subject'), mail: fromContract('mail'), department: fromContract('department') },
          issuanceCriteria: { conditionalCriteria: [] },
          restrictVirtualEntityIds: false,
          restrictedVirtualEntityIds: [],
          abortSsoTransactionAsFailSafe: false,
        },
      ],
    },
  },
];

export const demoIdpConnections = [
  {
    id: 'partnerIdp',
    type: 'IDP',
    name: 'Partner IdP',
    entityId: 'https://idp.partner.example.com/saml',
    active: true,
    baseUrl: 'https://idp.partner.example.com',
    loggingMode: 'STANDARD',
    contactInfo: { company: 'Partner Corp', email: 'identity@partner.example.com' },
    credentials: {
      certs: [{ x509File: { id: 'partneridpconnection', fileData: PARTNER_CERTIFICATE }, activeVerificationCert: true, primaryVerificationCert: true, encryptionCert: false }],
    },
    idpBrowserSso: {
      protocol: 'SAML20',
      enabledProfiles: ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO'],
      incomingBindings: ['POST', 'REDIRECT'],
      idpIdentityMapping: 'ACCOUNT_MAPPING',
      signAuthnRequests: false,
      assertionsSigned: true,
      ssoServiceEndpoints: [{ binding: 'REDIRECT', url: '/idp/SSO.saml2' }],
      sloServiceEndpoints: [{ binding: 'REDIRECT', url: '/idp/SLO.saml2' }],
      attributeContract: {
        coreAttributes: [{ name: 'SAML_SUBJECT', masked: false }],
        extendedAttributes: [{ name: 'email', masked: false }],
      },
      // Each mapping fulfils its adapter's or policy contract's whole contract (the server checks it).
      adapterMappings: [
        {
          spAdapterRef: { id: 'portalOpenToken' },
          attributeSources: [],
          attributeContractFulfillment: { subject: fromAssertion('SAML_SUBJECT'), email: fromAssertion('email'), givenName: noMapping, sn: noMapping },
          issuanceCriteria: { conditionalCriteria: [] },
          restrictVirtualEntityIds: false,
          restrictedVirtualEntityIds: [],
        },
      ],
      authenticationPolicyContractMappings: [
        {
          authenticationPolicyContractRef: { id: 'customerLogin' },
          attributeSources: [],
          attributeContractFulfillment: {
            subject: fromAssertion('SAML_SUBJECT'),
            email: fromAssertion('email'),
            email_verified: { source: { type: 'TEXT' }, value: 'true' },
            customerNumber: noMapping,
          },
          issuanceCriteria: { conditionalCriteria: [] },
          restrictVirtualServerIds: false,
          restrictedVirtualServerIds: [],
        },
      ],
    },
  },
];
