import { useId, useRef } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { useAccess } from '../../runtime/access/page-access';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';
import { useFocusHeadingOnMount } from '../../runtime/ui/focus-heading';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { HistoryButton, historyPath } from '../../runtime/history/HistoryButton';
import type { ConnectionFormValues } from './connection-model';
import type { PingOneConnection } from './connection-types';
import { firstInvalidField, useConnectionForm } from './use-connection-form';
import { FormLoading } from '../../runtime/ui/FormLoading';
import { AlsoEditing } from '../../runtime/presence/index';
import { useLoadedObject } from '../../runtime/versions/use-loaded-object';
import type { Loaded } from '../../runtime/versions/use-version-conflict';

interface Props {
  /** The connection to edit; absent on the Add Connection page. */
  original?: PingOneConnection;
  onSaved: () => void;
  onCancel: () => void;
}

type TextField = Exclude<keyof ConnectionFormValues, 'active'>;

/** 'Add Connection' and the edit page (SPEC 2.10): Name, Description, Credential (pasted), Active. */
export function ConnectionFormView(props: Props) {
  // An edit reads the connection again, with the version its save is made against.
  const [loaded, replace] = useLoadedObject(operations.getPingOneConnection, 'id', props.original);
  if (loaded.state === 'loading') return <FormLoading />;
  return <ConnectionForm key={loaded.loads} {...props} original={props.original && (loaded.doc as PingOneConnection)} version={loaded.version} replace={replace} />;
}

function ConnectionForm({ original, onSaved, onCancel, version, replace }: Props & { version?: string; replace: (theirs: Loaded) => void }) {
  const { values, errors, saving, change, save, confirmLeave, conflictView } = useConnectionForm(original, onSaved, version, replace);
  const cancel = () => confirmLeave(onCancel);
  const operation = original ? operations.updatePingOneConnection : operations.createPingOneConnection;
  const editable = useAccess().mayCall(operation);
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const view = useRef<HTMLElement>(null);
  useFocusHeadingOnMount(view);
  const id = (field: string) => `${baseId}-${field}`;
  const title = original ? (editable ? 'pingOne.form.editTitle' : 'pingOne.form.viewTitle') : 'pingOne.form.createTitle';

  async function submit() {
    const field = firstInvalidField(await save());
    if (field) form.current?.ownerDocument.getElementById(id(field))?.focus();
  }

  const text = (field: TextField, multiline: boolean, help?: string) => {
    const fieldErrors = errors[field] ?? [];
    const required = field === 'name' || (field === 'credential' && !original);
    const described = [help ? `${id(field)}-help` : '', fieldErrors.length ? `${id(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
    const props = {
      id: id(field),
      name: field,
      className: `input${multiline ? ' input--textarea' : ''}`,
      value: values[field],
      disabled: !editable,
      'aria-required': required || undefined,
      'aria-invalid': fieldErrors.length ? true : undefined,
      'aria-describedby': described,
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
    return (
      <div className={`form-field${fieldErrors.length ? ' form-field--invalid' : ''}`} data-testid={`field-${field}`}>
        <label className="form-field__label" htmlFor={id(field)}>
          {t(`pingOne.form.${field}`)}
          {required && (
            <span className="form-field__required" aria-hidden="true">
              {' '}*
            </span>
          )}
        </label>
        {multiline ? <textarea rows={field === 'credential' ? 5 : 3} spellCheck={false} {...props} /> : <input type="text" autoComplete="off" {...props} />}
        {help && (
          <p className="form-field__help" id={`${id(field)}-help`}>
            {help}
          </p>
        )}
        <FieldErrorList id={`${id(field)}-error`} errors={fieldErrors} />
      </div>
    );
  };

  return (
    <section ref={view} className="form-view pingone-form" data-testid={original ? 'edit-view' : 'create-view'}>
      <button type="button" className="back-link" onClick={cancel}>
        ← {t('pingOne.form.back')}
      </button>
      <PageHeader
        title={t(title)}
        actions={original && <HistoryButton path={historyPath(operations.updatePingOneConnection, original.id ?? '')} name={original.name} onReverted={onSaved} />}
      />
      {original && <AlsoEditing path={historyPath(operations.updatePingOneConnection, String(original.id ?? ''))} />}
      {conflictView}
      <div className="panel">
        <form
          ref={form}
          className="entity-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="form-fields">
            {text('name', false)}
            {text('description', true)}
            {text('credential', true, t(original ? 'pingOne.form.credentialKeepHelp' : 'pingOne.form.credentialHelp'))}
            <label className="checkbox-label" htmlFor={id('active')}>
              <input id={id('active')} name="active" type="checkbox" className="checkbox" checked={values.active} disabled={!editable} onChange={(event) => change('active', event.target.checked)} />
              {t('pingOne.form.active')}
            </label>
          </div>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t('pingOne.form.cancel')}
            </button>
            <MutatingButton operation={operation} type="submit" className="button button--primary" disabled={saving}>
              {t('pingOne.form.save')}
            </MutatingButton>
          </div>
        </form>
      </div>
    </section>
  );
}
