/**
 * PingFederate's certificate groups (/certificates/groups/{groupName}): named sets of certificates
 * a feature trusts, apart from the trusted CAs. PingFederate's API documents no list of group
 * names and its own clients name groups freely (the terraform provider's acceptance test imports
 * into "certificatesGroupGroupName"), so any name of the path's pattern is a group, holding the
 * certificates imported into it. All groups share one store; an object's key is its group's name
 * and its id (`<group>/<id>`: neither holds a slash), so ids are unique within a group.
 */
import { storagePath } from '../../store/storage-path';
import type { CertificateCollection } from './trusted-ca-store';

export const CERTIFICATE_GROUPS_STORE = storagePath('/certificates/groups/{groupName}');

export function certificateGroup(groupName: string): CertificateCollection {
  return {
    // The contract's collection path, for the ids its other paths hold (`import`).
    path: '/certificates/groups/{groupName}',
    store: CERTIFICATE_GROUPS_STORE,
    noun: `Certificate of group '${groupName}'`,
    holdsPrivateKey: 'The file holds a private key. A group holds certificates only: import the certificate alone.',
    alreadyHeld: (id) => `This certificate is already in the group '${groupName}', as '${id}'.`,
    keyPrefix: `${groupName}/`,
  };
}
