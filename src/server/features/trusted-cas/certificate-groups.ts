/**
 * PingFederate's certificate groups (/certificates/groups/{groupName}): named sets of certificates
 * a feature trusts, apart from the trusted CAs. PingFederate's API documents no list of group
 * names and its own clients name groups freely (the terraform provider's acceptance test imports
 * into "certificatesGroupGroupName"), so any name of the path's pattern is a group, holding the
 * certificates imported into it. All groups share one store; an object's key is its group's name
 * and its id (`<group>/<id>`: neither holds a slash), so ids are unique within a group.
 */
import { storagePath } from '../../store/storage-path';
import { notFound } from '../../core/api-error';
import type { StoreReader } from '../../store/store';
import { trustedCaView, type CertificateCollection, type CertView, type StoredCertificate } from './trusted-ca-store';

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

/** Every group's certificates, as the Certificate Groups page lists them: by group, then subject DN. */
export async function listAllGroups(reader: StoreReader, now: number): Promise<(CertView & { key: string; groupName: string })[]> {
  const entries = (await reader.listItems(CERTIFICATE_GROUPS_STORE)).map((item) => {
    const groupName = item.id.slice(0, item.id.indexOf('/'));
    const view = trustedCaView(item.doc as StoredCertificate, now);
    return { key: `${groupName}:${view.id}`, groupName, ...view };
  });
  return entries.sort((a, b) => a.groupName.localeCompare(b.groupName) || a.subjectDN.localeCompare(b.subjectDN) || a.id.localeCompare(b.id));
}

/** `<group>:<id>`, the page's key of a group's certificate. */
export function splitGroupKey(key: string): { groupName: string; id: string } {
  const at = key.indexOf(':');
  if (at <= 0) throw notFound(`Group certificate '${key}' was not found.`);
  return { groupName: key.slice(0, at), id: key.slice(at + 1) };
}
