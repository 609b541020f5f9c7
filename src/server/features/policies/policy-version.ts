/**
 * The version of the whole policy (/authenticationPolicies/default): its document and every tree
 * together, since a PUT of it writes them all. A tree saved on its own, a tree moved, created or
 * deleted, or the document's fields saved: each gives the policy a new version, so a whole-policy
 * save made from an older read is refused instead of undoing it.
 */
import { digestVersion } from '../../kernel/versioned-writes';
import { DEFAULT_VERSION } from '../../kernel/preconditions';
import type { StoreReader } from '../../store/store';
import { POLICY_STORE, TREES_STORE } from './policy-order';

export async function policyVersion(reader: StoreReader): Promise<string> {
  const document = (await reader.getVersionedSettings(POLICY_STORE))?.version ?? DEFAULT_VERSION;
  const ids = (await reader.listItems(TREES_STORE)).map((item) => item.id).sort();
  const trees = await Promise.all(ids.map(async (id) => [id, (await reader.getVersionedItem(TREES_STORE, id))?.version]));
  return digestVersion({ document, trees });
}
