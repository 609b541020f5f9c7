/**
 * --demo authentication policy contracts and partner metadata URLs. The metadata URL certificate is
 * the public self-signed test certificate of the terraform provider's metadata URL acceptance test
 * (tests/fixtures/pingfederate/SOURCE.md); it expired in 2025, so the page shows an expired one.
 */
import { storagePath } from '../../store/storage-path';
export const POLICY_CONTRACTS_STORE = storagePath('/authenticationPolicyContracts');
export const METADATA_URLS_STORE = storagePath('/metadataUrls');

export const demoPolicyContracts = [
  {
    id: 'employeeSso',
    name: 'Employee SSO',
    coreAttributes: [{ name: 'subject' }],
    extendedAttributes: [{ name: 'mail' }, { name: 'givenName' }, { name: 'sn' }, { name: 'department' }, { name: 'memberOf' }],
  },
  {
    id: 'customerLogin',
    name: 'Customer Login',
    coreAttributes: [{ name: 'subject' }],
    extendedAttributes: [{ name: 'email' }, { name: 'email_verified' }, { name: 'customerNumber' }],
  },
];

export const PARTNER_CERTIFICATE = "-----BEGIN CERTIFICATE-----\nMIIE/zCCAumgAwIBAgIQLYHoX089T3MMLt57qv0KBDALBgkqhkiG9w0BAQswLDEL\nMAkGA1UEBgwCdXMxDDAKBgNVBAoMA29yZzEPMA0GA1UEAwwGY29tbW9uMB4XDTI0\nMDYyNDIwNDkxMVoXDTI1MDYyNDIwNDkxMVowLDELMAkGA1UEBgwCdXMxDDAKBgNV\nBAoMA29yZzEPMA0GA1UEAwwGY29tbW9uMIICIjANBgkqhkiG9w0BAQEFAAOCAg8A\nMIICCgKCAgEAwG9aAPfIVzqXOUQgXKpcykmTzmGZV+O0HLjuV4WrnvFZ1k0PxjuX\njFtuFbpX99MFURVBX989tm8FUd8yWS0b9pLg+YRIC/dg1KSvE7t80Vp9Zw9WrChp\nPF39HI8SCth/6TAU6oajU4UxSDXNI2MAyL7JJuQ/UuTdYgmQWa+plIjSWMTNzlMX\nLZyitg2GBc6h0JMPFs52I5lfG0Ju+lG+kxlW8jb2H86+mSqeArVlc2Y2FalymcPa\n8yjO7Zwn5sIZlLDrSlO0DgJhfPtM1Gq1B5xbOTPaC8As2tVd8X6dlk7lr+8kiQOo\nflXHDvItM1WD+3fGHgdf/PnSciUpQ0Ss2S+CwowpYDgCrONaKmpBoKpJcslN0TtP\nkFTmk0tw9Fu7rJhgMN+xkm8U7MMZDXq/tGevtxjfrtfeJT+BD8+7wbl4G4W2Vo66\nhbX2HB4ACR2k60KKyeem6Z5oMkKsOnSEgv6Sw4QpXauiJBQuq9AnpbzN/OtinSlt\n9S0NtdfajHoJWaebI1T4MDUndh1ldzpXgE6hC/r6p59oN7aQ4r7S3ta3AGp0Cd0l\nZFD7hKQPah7fRWo8OZrWrno8RVfnBUkjKIkBZTjag647iLjN0WKYUsb95FFikVOT\nR/xjzSIrq9oWbPWmQG+MR2XXeoGXM+9gZKjdWWgG90VOm0Xxli2co20CAwEAAaMh\nMB8wHQYDVR0OBBYEFCENlVBTH/3D9Gwd5xX2QE21KTc7MAsGCSqGSIb3DQEBCwOC\nAgEASwQGIWcwQ5BsUo7fKCitD/y9KqgYy02Q4t3yCUHCs1kI4/2nIvNzhfknI7+n\njPxPCQ/Xdb/YDHkXMjkKg2J1490URFQzB8fC5yrL0Fe4VXrG1zXxTOdQ+vq7Imxa\nJ9U8mg6YiOfa0BXK8JkXF3pRLTkMO0WUAOl+24/paziKPJyNTJ5bSM6r9pVmAww7\nfkUAl64ZmxCwNaJGvY6LMCE0BlLAl3uUFu1+e1k0oS5S58Ru6jUfPX6cxk3+kOl1\nX+41f4/ZmAywTlMRrwdzki2GTBiwjd1DjridVQwHnUIC34kdTvzxddQk2VyTk8Qm\n2wO7ZCNUkCMa79waM+j7R+M3V3RWg/dNvIxuRPI7pFGz3ODJT2gZ26oB8252uD0w\nmllQx3LB+M+MDmylnNzkZLl5LoGzfrDQyJmMCUGENgZYpwxU08Zu2eFVuUGhtb/8\nRhXl1hq2+ijJ0WoFdE/AaVamBlBtczI7U0mhsq4xbTD+QBpn/XGKBTxfmrOmVnGJ\nGbGOpVA28KXwuOnpUxb5s0Kr+ADtbeqESyXTI8P1NA1n9QBr6e0RUuF13RjQE9Rr\nmlm7cm7kGfmDnhYsg6udgz6V9QKIw0SLgLAk89tFosivM7elnYc8gio8DWlrqpQe\nsrBL9AecFcuCR/4sBq5snNcCd+QUfkxfcGazfUpJwxRbSig=\n-----END CERTIFICATE-----";

export const demoMetadataUrls = [
  { id: 'inCommon', name: 'InCommon Federation', url: 'https://mdq.incommon.org/entities', validateSignature: false },
  {
    id: 'partnerIdp',
    name: 'Partner IdP Metadata',
    url: 'https://idp.partner.example.com/saml/metadata.xml',
    validateSignature: true,
    x509File: { id: 'partneridpsigning', fileData: PARTNER_CERTIFICATE },
  },
];
