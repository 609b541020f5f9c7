import { useState, type ReactNode } from 'react';
import type { JsonSchema } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { HistoryEntryView } from './HistoryEntryView';
import { useRevert, type HistoryEntry, type HistoryView } from './use-history';

interface Props {
  view: HistoryView;
  schema?: JsonSchema;
  showObject?: boolean;
  /** After a revert was made (the list is read again too). */
  onReverted?: () => void;
  /** More controls of one entry (a link to its object). */
  extraOf?: (entry: HistoryEntry) => ReactNode;
}

/** Changes newest first; Revert asks first, then says how it went. */
export function HistoryList({ view, schema, showObject, onReverted, extraOf }: Props) {
  const revert = useRevert();
  const { show } = useMessages();
  const [asked, setAsked] = useState<HistoryEntry>();

  async function confirmRevert(entry: HistoryEntry) {
    setAsked(undefined);
    const refusal = await revert(entry);
    if (refusal !== undefined) {
      show('error', refusal);
      return;
    }
    show('success', t('history.reverted'));
    view.reload();
    onReverted?.();
  }

  if (view.error !== undefined) return <p role="alert">{view.error || t('history.loadFailed')}</p>;
  if (!view.loading && view.entries.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <>
      <ol className="history-list" aria-busy={view.loading}>
        {view.entries.map((entry) => (
          <HistoryEntryView key={entry.id} entry={entry} schema={schema} showObject={showObject} onRevert={setAsked} extra={extraOf?.(entry)} />
        ))}
      </ol>
      {asked && (
        <ConfirmDialog
          title={t('history.revertTitle')}
          message={t('history.revertMessage', { name: asked.objectName })}
          confirmLabel={t('history.revert')}
          tone="primary"
          testId="revert-dialog"
          onConfirm={() => void confirmRevert(asked)}
          onCancel={() => setAsked(undefined)}
        />
      )}
    </>
  );
}
