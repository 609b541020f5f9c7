import { useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { PageAccess } from '../../runtime/access/page-access';
import { focusHeadingWhenShown, useFocusHeadingOnReturn } from '../../runtime/ui/focus-heading';
import { FormLoading } from '../../runtime/ui/FormLoading';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { AddKeySetDialog } from './AddKeySetDialog';
import { KeySetForm } from './KeySetForm';
import { KeySetList } from './KeySetList';
import { NoAccessNotice } from './NoAccessNotice';
import { useAllKeySets } from './use-all-key-sets';
import type { KeySet } from './key-set-types';
import { useKeySets } from './use-key-sets';
import './token-signing-keys.css';

/** Everything by which the screen changes something; auditors may call none of them (read-only). */
const KEY_SET_CHANGES = [operations.createKeySet, operations.updateKeySet, operations.deleteKeySet];
/** While the whole list is read: one empty list, so the popup sees a change only when it arrives. */
const NO_KEY_SETS: readonly KeySet[] = [];

/** Token Signing Keys (SPEC 2.11): the key sets of the virtual issuers, their popup and create/edit page. */
export default function TokenSigningKeysScreen() {
  return (
    <PageAccess changes={KEY_SET_CHANGES}>
      <TokenSigningKeysPage />
    </PageAccess>
  );
}

function TokenSigningKeysPage() {
  const keys = useKeySets();
  const [adding, setAdding] = useState(false);
  const formOpen = keys.view === 'CREATE' || keys.view === 'EDIT';
  const allKeySets = useAllKeySets(!keys.refused && (adding || formOpen));
  const listArea = useRef<HTMLDivElement>(null);
  useFocusHeadingOnReturn(listArea, formOpen);

  if (keys.refused) {
    // Nothing is shown to look at, so no 'Read-only' notice either: the page weighs no changes here.
    return (
      <PageAccess changes={[]}>
        <section className="tsk-page" data-testid="token-signing-keys">
          <PageHeader title={t('tsk.title')} description={t('tsk.description')} />
          <NoAccessNotice />
        </section>
      </PageAccess>
    );
  }
  if (formOpen) {
    if (!allKeySets) return <FormLoading />;
    return <KeySetForm key={keys.view} original={keys.editing} start={keys.start} keySets={allKeySets} issuers={keys.context.issuers} onSaved={keys.saved} onBack={keys.backToList} />;
  }
  return (
    <div ref={listArea}>
      <KeySetList
        loading={keys.view === 'LOADING'}
        collection={keys.collection}
        keySets={keys.keySets}
        pages={keys.pages}
        search={keys.search}
        filter={keys.filter}
        sortOrder={keys.sortOrder}
        onSearch={keys.type}
        onToggleSort={keys.toggleSort}
        context={keys.context}
        onAdd={() => setAdding(true)}
        onEdit={keys.edit}
        deletion={keys.deletion}
        onDeleted={() => listArea.current && focusHeadingWhenShown(listArea.current)}
      />
      {/* It opens at once; its checks see the key sets as soon as they are read (the server checks again on save). */}
      {adding && (
        <AddKeySetDialog
          keySets={allKeySets ?? NO_KEY_SETS}
          onCancel={() => setAdding(false)}
          onNext={(values) => {
            setAdding(false);
            keys.create(values);
          }}
        />
      )}
    </div>
  );
}
