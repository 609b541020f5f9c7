import { useState, type ReactNode } from 'react';
import type { JsonSchema } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { HistoryEntryView } from './HistoryEntryView';
import { formatUtcDate } from '../format/utc-date';
import { useRevert, type HistoryEntry, type HistoryView, type RevertOutcome } from './use-history';

interface Props {
  view: HistoryView;
  schema?: JsonSchema;
  showObject?: boolean;
  /** After a revert was made (the list is read again too). */
  onReverted?: () => void;
  /** More controls of one entry (a link to its object). */
  extraOf?: (entry: HistoryEntry) => ReactNode;
}

/** Changes newest first; Revert asks first (again when the object was changed after the entry), then says how it went. */
export function HistoryList({ view, schema, showObject, onReverted, extraOf }: Props) {
  const revert = useRevert();
  const { show } = useMessages();
  const [asked, setAsked] = useState<HistoryEntry>();
  const [changedSince, setChangedSince] = useState<{ entry: HistoryEntry; message: string }>();

  async function confirmRevert(entry: HistoryEntry, force: boolean) {
    setAsked(undefined);
    setChangedSince(undefined);
    const outcome = await revert(entry, force);
    if (outcome.kind === 'changedSince') {
      setChangedSince({ entry, message: changedSinceMessage(outcome) });
      return;
    }
    if (outcome.kind === 'refused') {
      show('error', outcome.message);
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
          onConfirm={() => void confirmRevert(asked, false)}
          onCancel={() => setAsked(undefined)}
        />
      )}
      {changedSince && (
        <ConfirmDialog
          title={t('history.changedSinceTitle')}
          message={changedSince.message}
          confirmLabel={t('history.revertAnyway')}
          tone="danger"
          testId="revert-changed-since-dialog"
          onConfirm={() => void confirmRevert(changedSince.entry, true)}
          onCancel={() => setChangedSince(undefined)}
        />
      )}
    </>
  );
}

/** "'<name>' was changed after this entry (by X at T). Revert anyway?"; without the change's author when the history no longer keeps it. */
function changedSinceMessage(outcome: Extract<RevertOutcome, { kind: 'changedSince' }>): string {
  if (outcome.changedBy === undefined) return t('history.changedSince', { name: outcome.objectName });
  return t('history.changedSinceBy', { name: outcome.objectName, username: outcome.changedBy, time: formatUtcDate(outcome.changedAt) ?? outcome.changedAt ?? '' });
}
