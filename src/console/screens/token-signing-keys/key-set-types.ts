import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the screen reads; the contract stays their only definition.
type Schemas = components['schemas'];
export type KeySet = Schemas['AdditionalKeySet'];
export type SigningKeys = Schemas['SigningKeys'];
export type KeyPair = Schemas['KeyPairView'];
export type VirtualIssuer = Schemas['Issuer'];
export type OAuthOidcKeysSettings = Schemas['OAuthOidcKeysSettings'];
