import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { labelId } from './templates';

/** The label rows of a list are named after (`ui:options.itemLabel` of its items, or its title). */
function listLabel(uiSchema: ArrayFieldTemplateProps['uiSchema'], title: string | undefined): string {
  const itemLabel = (uiSchema?.items as { 'ui:options'?: { itemLabel?: unknown } } | undefined)?.['ui:options']?.itemLabel;
  return typeof itemLabel === 'string' ? itemLabel : (title ?? '');
}

/**
 * A list field: its rows (each an input with Move up, Move down and Remove), then Add. The group is
 * named by the list's label; every row and button says which row it is ("Remove Redirect URIs 2").
 */
export function ArrayFieldTemplate({ items, canAdd, onAddClick, title, required, uiSchema, fieldPathId, disabled, readonly }: ArrayFieldTemplateProps) {
  const id = fieldPathId.$id;
  const label = listLabel(uiSchema, title);
  return (
    <div className="list-field">
      <span className="form-field__label" id={labelId(id)}>
        {label}
        {required && <span className="form-field__required" aria-hidden="true"> *</span>}
      </span>
      <div role="group" aria-labelledby={labelId(id)} id={id}>
        {items.length === 0 ? <p className="list-field__empty">{t('form.listEmpty')}</p> : <ol className="list-field__rows">{items}</ol>}
      </div>
      {canAdd && !disabled && !readonly && (
        <button type="button" className="button button--secondary button--small list-field__add" aria-label={`${t('form.listAdd')} ${label}`} onClick={onAddClick}>
          {t('form.listAdd')}
        </button>
      )}
    </div>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, index, parentUiSchema, disabled, readonly }: ArrayFieldItemTemplateProps) {
  const label = listLabel(parentUiSchema, (parentUiSchema?.['ui:title'] as string | undefined) ?? '');
  const vars = { label, n: index + 1 };
  const locked = disabled || readonly;
  return (
    <li className="list-field__row">
      <div className="list-field__input">{children}</div>
      {!locked && (
        <div className="list-field__buttons">
          <button type="button" className="button button--secondary button--small" aria-label={t('form.listMoveUp', vars)} title={t('form.listMoveUp', vars)} disabled={!buttonsProps.hasMoveUp} onClick={buttonsProps.onMoveUpItem}>
            ↑
          </button>
          <button type="button" className="button button--secondary button--small" aria-label={t('form.listMoveDown', vars)} title={t('form.listMoveDown', vars)} disabled={!buttonsProps.hasMoveDown} onClick={buttonsProps.onMoveDownItem}>
            ↓
          </button>
          <button type="button" className="button button--danger-outline button--small" aria-label={t('form.listRemove', vars)} onClick={buttonsProps.onRemoveItem}>
            {t('common.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
