import { useRef } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { KEY_SET_ID_MAX_LENGTH } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { useAccess } from '../../runtime/access/page-access';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { HistoryButton, historyPath } from '../../runtime/history/HistoryButton';
import { useFocusHeadingOnMount } from '../../runtime/ui/focus-heading';
import type { KeySetStart } from './key-set-draft';
import { availableIssuers } from './key-set-rules';
import type { KeySet, VirtualIssuer } from './key-set-types';
import { IssuerChoices } from './IssuerChoices';
import { SigningKeysTable } from './SigningKeysTable';
import { TextField } from './TextField';
import { useKeySetForm } from './use-key-set-form';
import { FormLoading } from '../../runtime/ui/FormLoading';
import { AlsoEditing } from '../../runtime/presence/index';
import { useLoadedObject } from '../../runtime/versions/use-loaded-object';
import type { Loaded } from '../../runtime/versions/use-version-conflict';

interface Props {
  /** The key set being edited; absent when creating. */
  original?: KeySet;
  start?: KeySetStart;
  keySets: readonly KeySet[];
  issuers: readonly VirtualIssuer[];
  onSaved: () => void;
  onBack: () => void;
}

/** The create and edit page (SPEC 2.11, 5); Save, Discard Changes and the back link return to the list. */
export function KeySetForm(props: Props) {
  // An edit reads the key set again, with the version its save is made against.
  const [loaded, replace] = useLoadedObject(operations.getKeySet, 'id', props.original);
  if (loaded.state === 'loading') return <FormLoading />;
  return <KeySetFormView key={loaded.loads} {...props} original={props.original && (loaded.doc as KeySet)} version={loaded.version} replace={replace} />;
}

function KeySetFormView({ original, start, keySets, issuers, onSaved, onBack, version, replace }: Props & { version?: string; replace: (theirs: Loaded) => void }) {
  const form = useKeySetForm({ original, start, keySets, onSaved, version, replace });
  const back = () => form.confirmLeave(onBack);
  const view = useRef<HTMLElement>(null);
  useFocusHeadingOnMount(view);
  const operation = original ? operations.updateKeySet : operations.createKeySet;
  const editable = useAccess().mayCall(operation);
  const { draft, errors } = form;
  const title = !original ? 'tsk.createTitle' : editable ? 'tsk.editTitle' : 'tsk.viewTitle';
  return (
    <section ref={view} className="tsk-page form-view" data-testid={original ? 'tsk-edit' : 'tsk-create'}>
      <button type="button" className="back-link" onClick={back}>
        ← {t('tsk.back')}
      </button>
      <PageHeader
        title={t(title)}
        actions={original && <HistoryButton path={historyPath(operations.updateKeySet, original.id ?? '')} name={original.name} onReverted={onSaved} />}
      />
      {original && <AlsoEditing path={historyPath(operations.updateKeySet, original.id ?? '')} />}
      {form.conflictView}
      <form
        className="panel tsk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        {/* A fieldset disabled for those who may not save: they see every value, and change none. */}
        <fieldset className="tsk-form__fields" disabled={!editable}>
          <div className="form-fields">
            <TextField label={t('tsk.field.name')} value={draft.name} onChange={(value) => form.change('name', value)} onBlur={form.blurName} errors={errors.name} required testId="tsk-name" />
            <TextField
              label={t('tsk.field.id')}
              value={draft.id}
              onChange={(value) => form.change('id', value)}
              onBlur={form.blurId}
              errors={errors.id}
              readOnly={Boolean(original)}
              help={original ? t('tsk.field.idLocked') : t('tsk.field.idHelp', { max: KEY_SET_ID_MAX_LENGTH })}
              testId="tsk-id"
            />
            <TextField label={t('tsk.field.description')} value={draft.description} onChange={(value) => form.change('description', value)} errors={errors.description} multiline testId="tsk-description" />
            <IssuerChoices issuers={offeredIssuers(issuers, keySets, original, draft.issuerIds)} chosen={draft.issuerIds} errors={errors.issuers} onToggle={form.toggleIssuer} />
          </div>
          <SigningKeysTable slots={draft.slots} keyPairs={form.keyPairs} errors={errors} onChange={form.changeKey} />
        </fieldset>
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={back}>
            {t('tsk.discard')}
          </button>
          <MutatingButton operation={operation} whenReadOnly="disable" type="submit" className="button button--primary" disabled={form.saving}>
            {t('tsk.save')}
          </MutatingButton>
        </div>
      </form>
    </section>
  );
}

/** The free issuers, and those this set has even if they are no longer listed (so they can be taken off). */
function offeredIssuers(issuers: readonly VirtualIssuer[], keySets: readonly KeySet[], original: KeySet | undefined, chosen: readonly string[]): VirtualIssuer[] {
  const free = availableIssuers(issuers, keySets, original?.id);
  const missing = chosen.filter((id) => !issuers.some((issuer) => issuer.id === id)).map((id) => ({ id, name: id, host: '' }));
  return [...free, ...missing];
}
