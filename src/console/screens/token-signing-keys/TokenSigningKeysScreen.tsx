import { useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { PageAccess } from '../../runtime/access/page-access';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { AddKeySetDialog } from './AddKeySetDialog';
import { KeySetForm } from './KeySetForm';
import { KeySetList } from './KeySetList';
import { NoAccessNotice } from './NoAccessNotice';
import { useKeySets } from './use-key-sets';
import './token-signing-keys.css';

/** Everything by which the screen changes something; auditors may call none of them (read-only). */
const KEY_SET_CHANGES = [operations.createKeySet, operations.updateKeySet, operations.deleteKeySet];

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
  if (keys.view === 'CREATE' || keys.view === 'EDIT') {
    return <KeySetForm key={keys.view} original={keys.editing} start={keys.start} keySets={keys.keySets} issuers={keys.context.issuers} onSaved={keys.saved} onBack={keys.backToList} />;
  }
  return (
    <>
      <KeySetList
        loading={keys.view === 'LOADING'}
        loadFailed={keys.loadFailed}
        keySets={keys.keySets}
        context={keys.context}
        onAdd={() => setAdding(true)}
        onEdit={keys.edit}
        onDelete={(keySet) => void keys.remove(keySet)}
      />
      {adding && (
        <AddKeySetDialog
          keySets={keys.keySets}
          onCancel={() => setAdding(false)}
          onNext={(values) => {
            setAdding(false);
            keys.create(values);
          }}
        />
      )}
    </>
  );
}
