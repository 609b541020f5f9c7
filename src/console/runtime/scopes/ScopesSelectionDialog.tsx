import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ColumnDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { DataTable } from '../table/DataTable';
import { Pager } from '../table/Pager';
import { SearchBox } from '../table/SearchBox';
import { Dialog } from '../ui/Dialog';
import { useUnsavedChanges } from '../unsaved/use-unsaved-changes';
import { addScope, removeScope } from './scope-selection';
import { useScopeSearch } from './use-scope-search';
import './scopes-dialog.css';

export interface ScopesSelectionRequest {
  description: string;
  /** 'commonScope' picks common scopes; any other type exclusive scopes (SPEC 3). */
  scopeType: string;
  selectedScopes: readonly string[];
}

interface Props extends ScopesSelectionRequest {
  /** False for an account that may not change the selection (auditors): no add, remove or Done. */
  editable: boolean;
  onDone: (selectedScopes: string[]) => void;
  onClose: () => void;
}

const COLUMNS: readonly ColumnDefinition[] = [
  { field: 'name', label: t('scopes.name'), sortable: false, chip: { field: 'dynamic', text: t('scopes.dynamic') } },
  { field: 'description', label: t('scopes.description'), sortable: false },
];

/**
 * The 'Scopes Selection' modal (SPEC 2.21): a server-paged search over the scopes of the type on
 * the left, the selection on the right; Done hands the selection back, Cancel leaves it as it was.
 */
export function ScopesSelectionDialog({ description, scopeType, selectedScopes, editable, onDone, onClose }: Props) {
  const [selected, setSelected] = useState<string[]>(() => [...new Set(selectedScopes)]);
  // Cancel, Escape and the close button ask before a changed selection is lost; Done hands it back.
  const unsaved = useUnsavedChanges(selected);
  const close = () => unsaved.confirmLeave(onClose);
  const search = useScopeSearch(scopeType);
  const selectedHeading = useId();
  const selectedList = useRef<HTMLUListElement>(null);
  const searchArea = useRef<HTMLDivElement>(null);
  const typeLabel = t(`scopes.type.${scopeType === 'commonScope' ? 'commonScope' : 'exclusiveScope'}`);
  const availableLabel = t('scopes.available', { type: typeLabel });

  // The removed row's button goes away with it: keyboard users continue on the row that took its
  // place (or the one before), or in the search box once the selection is empty.
  // Moved in the same commit as the removal, so no key press can fall between to the page.
  const focusAfterRemove = useRef<number>(undefined);
  function remove(name: string) {
    focusAfterRemove.current = selected.indexOf(name);
    setSelected((current) => removeScope(current, name));
  }
  useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    focusAfterRemove.current = undefined;
    if (index === undefined) return;
    const buttons = selectedList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? searchArea.current?.querySelector('input');
    next?.focus();
  }, [selected]);

  const footer = editable ? (
    <>
      <button type="button" className="button button--secondary" onClick={close}>
        {t('scopes.cancel')}
      </button>
      <button type="button" className="button button--primary" onClick={() => onDone(selected)} data-testid="scopes-done">
        {t('scopes.done')}
      </button>
    </>
  ) : (
    <button type="button" className="button button--secondary" onClick={close}>
      {t('scopes.close')}
    </button>
  );

  return (
    <Dialog title={t('scopes.title')} onClose={close} footer={footer} testId="scopes-dialog">
      {description && <p className="scopes-dialog__description">{description}</p>}
      {!editable && <p className="muted scopes-dialog__note">{t('scopes.readOnly')}</p>}
      <div className="scopes-dialog__columns">
        <section className="scopes-dialog__available" aria-label={availableLabel} aria-busy={search.loading}>
          <h3 className="scopes-dialog__heading">{availableLabel}</h3>
          <div ref={searchArea}>
            <SearchBox value={search.search} label={t('scopes.search')} onChange={search.type} />
          </div>
          {search.failed && (
            <p className="inline-error" role="alert">
              {t('common.loadFailed')}
            </p>
          )}
          {/* Focusable, so keyboard users can scroll it even when its rows have no buttons (read-only). */}
          <div className="scopes-dialog__scroll" tabIndex={0} role="region" aria-label={t('scopes.rows', { type: typeLabel })}>
            <DataTable
              label={availableLabel}
              columns={COLUMNS}
              rows={search.rows}
              rowKey={(row) => String(row.name)}
              emptyText={search.loading ? undefined : t('scopes.noneFound')}
              actionsLabel={t('common.actions')}
              rowActions={
                editable
                  ? (row) => {
                      const name = String(row.name);
                      const chosen = selected.includes(name);
                      return (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          // aria-disabled, not disabled: the focus stays on the button just used.
                          aria-disabled={chosen}
                          aria-label={chosen ? `${name}: ${t('scopes.added')}` : t('scopes.addName', { name })}
                          onClick={() => !chosen && setSelected((current) => addScope(current, name))}
                        >
                          {chosen ? t('scopes.added') : t('scopes.add')}
                        </button>
                      );
                    }
                  : undefined
              }
            />
          </div>
          <div className="table-footer">
            <span className="muted" data-testid="scopes-total">
              {t('table.total', { count: search.totalItems })}
            </span>
            <Pager page={search.page} pageCount={search.pages} onPage={search.goToPage} />
          </div>
        </section>
        {/* Not a region itself: its scrolling list is the region the heading names. */}
        <div className="scopes-dialog__selected">
          <h3 id={selectedHeading} className="scopes-dialog__heading">
            {t('scopes.selected')} <span className="muted">({t('scopes.count', { count: selected.length })})</span>
          </h3>
          {/* Focusable for the same reason as the rows: a long read-only selection scrolls by keyboard. */}
          <div className="scopes-dialog__list" tabIndex={0} role="region" aria-labelledby={selectedHeading}>
            <ul ref={selectedList} className="scopes-dialog__names" aria-labelledby={selectedHeading} data-testid="scopes-selected">
              {selected.map((name) => (
                <li key={name} className="scopes-dialog__item" data-testid="scopes-selected-item">
                  <span className="scopes-dialog__name">{name}</span>
                  {editable && (
                    <button
                      type="button"
                      className="button button--danger-outline button--small"
                      aria-label={t('scopes.removeName', { name })}
                      onClick={() => remove(name)}
                    >
                      {t('scopes.remove')}
                    </button>
                  )}
                </li>
              ))}
              {selected.length === 0 && <li className="muted scopes-dialog__item">{t('scopes.noneSelected')}</li>}
            </ul>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
