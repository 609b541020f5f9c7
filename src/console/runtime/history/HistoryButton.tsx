import { useState } from 'react';
import type { JsonSchema, OperationRef } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { Pager } from '../table/Pager';
import { Dialog } from '../ui/Dialog';
import { HistoryList } from './HistoryList';
import { useHistory } from './use-history';

const PER_PAGE = 10;

/** The history's path of the object an operation reads or writes (`/oauth/clients/{id}` → `/oauth/clients/my-client`); a settings document's is its own. */
export function historyPath(operation: OperationRef, id?: string): string {
  return id === undefined ? operation.path : operation.path.replace(/\{[^}]+\}/, id);
}

interface Props {
  /** The object's API path, its id as it is: `/oauth/clients/my-client`, `/redirectValidation`. */
  path: string;
  name: string;
  schema?: JsonSchema;
  /** After a revert: the page shows the object as it is now. */
  onReverted: () => void;
}

/** An object's History: its changes, newest first, with their fields and Revert, in a dialog. */
export function HistoryButton({ path, name, schema, onReverted }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('history.open')}
      </button>
      {open && <HistoryDialog path={path} name={name} schema={schema} onClose={() => setOpen(false)} onReverted={onReverted} />}
    </>
  );
}

function HistoryDialog({ path, name, schema, onClose, onReverted }: Props & { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const view = useHistory({ path, page, numberPerPage: PER_PAGE });
  return (
    <Dialog
      title={t('history.title', { name })}
      onClose={onClose}
      testId="history-dialog"
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <HistoryList view={view} schema={schema} onReverted={onReverted} />
      <Pager page={page} pageCount={Math.ceil(view.totalItems / PER_PAGE)} onPage={setPage} />
    </Dialog>
  );
}
