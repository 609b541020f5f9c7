/**
 * The signing keys' stored documents and computed views as the contract's types: the one place
 * they are typed. What the store holds passed the contract's checks when it was written, and the
 * views are built from the certificate the way the contract describes them.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { JsonDocument } from '../../store/store';
import type { KeyPairView } from '../../services/key-pairs/key-pair-store';

type Schemas = components['schemas'];
interface Listed { items: unknown[]; totalItems?: number }

export const asKeyPairView = (view: KeyPairView) => view as Schemas['KeyPairView'];
export const asKeyPairViews = (page: Listed) => page as Schemas['KeyPairViews'];
export const asRotationSettings = (doc: JsonDocument) => doc as Schemas['KeyPairRotationSettings'];
export const asOauthOidcKeys = (doc: JsonDocument) => doc as Schemas['OAuthOidcKeysSettings'];
export const asKeySet = (doc: JsonDocument) => doc as Schemas['AdditionalKeySet'];
export const asKeySets = (page: Listed) => page as Schemas['AdditionalKeySets'];
