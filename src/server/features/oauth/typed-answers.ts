/**
 * The oauth area's stored documents as the contract's types: the one place they are typed. What
 * the store holds passed the contract's checks when it was written (or was seeded in its shape).
 */
import type { components } from '../../../../generated/api-types.gen';
import type { JsonDocument } from '../../store/store';

type Schemas = components['schemas'];

export const asAuthServerSettings = (doc: JsonDocument) => doc as Schemas['AuthorizationServerSettings'];
export const asClientSecret = (doc: JsonDocument) => doc as Schemas['ClientSecret'];
