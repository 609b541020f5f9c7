import type { RowActionDefinition } from '../../../shared/page-model';
import { pageString, pageText } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { useMessages } from '../messages/messages-context';
import { OperationFormDialog } from './OperationFormDialog';

interface Props {
  action: RowActionDefinition;
  /** The row's key (sent in the operation's path) and name (in the title and the done message). */
  rowKey: { property: string; value: string };
  name: string;
  onClose: () => void;
}

/**
 * A row's action in a dialog: its form, sent to its operation about the row. The server's field
 * errors stay in the form, others above it; success closes the dialog with the action's message.
 */
export function RowActionDialog({ action, rowKey, name, onClose }: Props) {
  const call = useCallOperation();
  const { show } = useMessages();
  const form = action.form;
  const operation = form.operations.create!;
  return (
    <OperationFormDialog
      form={form}
      title={`${pageString(form.id, 'title', form.title)}: ${name}`}
      testId={`row-action-${action.id}`}
      send={(data) => call(operation, { path: objectPath(operation, rowKey.property, rowKey.value), body: data })}
      onDone={() => {
        show('success', pageText(form.id, 'done', { name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
