import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../i18n/t';
import type { FieldWidgetOptions } from '../form/ui-schema';
import { ScopesSelectionDialog } from './ScopesSelectionDialog';

/**
 * A generated form's field holding a list of scope names (widget `scopeSelection`): the names
 * chosen so far, and a button opening the Scopes Selection dialog; Done puts its selection in the
 * field. A disabled or read-only form opens the dialog to look only.
 */
export function ScopeSelectionWidget(props: WidgetProps) {
  const { id, label, disabled, readonly, onChange } = props;
  const { definition } = props.options as unknown as FieldWidgetOptions;
  const scopeType = definition.scopeSelection?.scopeType ?? 'commonScope';
  const selected: string[] = Array.isArray(props.value) ? props.value.map(String) : [];
  const editable = !(disabled || readonly);
  const [open, setOpen] = useState(false);
  const action = editable ? t('scopes.widget.edit') : t('scopes.widget.view');

  return (
    <div className="scope-selection-field" data-testid={`scope-selection-${definition.name}`}>
      <ul className="scope-selection-field__names" aria-label={label}>
        {selected.map((name) => (
          <li key={name} className="scope-selection-field__name">
            {name}
          </li>
        ))}
        {selected.length === 0 && <li className="muted">{t('scopes.noneSelected')}</li>}
      </ul>
      {/* The row's label points here (label for=id); aria-label keeps the button's own action in its name. */}
      <button id={id} type="button" className="button button--secondary button--small" aria-label={`${action}: ${label}`} onClick={() => setOpen(true)}>
        {action}
      </button>
      {/* Outside the form's DOM: Enter in the dialog's search box must not submit the form. */}
      {open &&
        createPortal(
        <ScopesSelectionDialog
          description={label}
          scopeType={scopeType}
          selectedScopes={selected}
          editable={editable}
          onClose={() => setOpen(false)}
          onDone={(names) => {
            setOpen(false);
            onChange(names);
          }}
        />,
          document.body,
        )}
    </div>
  );
}
