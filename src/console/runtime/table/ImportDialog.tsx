import type { ImportDefinition } from '../../../shared/page-model';
import { pageString, pageText } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import type { Item } from '../cards/card-view-state';
import { useMessages } from '../messages/messages-context';
import { OperationFormDialog } from './OperationFormDialog';

interface Props {
  entry: ImportDefinition;
  /** The new object the server read from the file, for the create form. */
  onImported: (draft: Item) => void;
  onClose: () => void;
}

/**
 * An import (Import Metadata) in a dialog: its form sent to its operation, which answers a new,
 * unsaved object. The server's refusals stay in the form (a file that is not metadata, under the
 * file); success hands the object to the create form with the import's done message.
 */
export function ImportDialog({ entry, onImported, onClose }: Props) {
  const call = useCallOperation();
  const { show } = useMessages();
  const form = entry.form;
  const operation = form.operations.create!;
  return (
    <OperationFormDialog<Item>
      form={form}
      title={pageString(form.id, 'title', form.title)}
      testId={`import-${entry.id}`}
      send={(data) => call<Item>(operation, { body: data })}
      onDone={(result) => {
        show('success', pageText(form.id, 'done'));
        if (result.data) onImported(result.data);
      }}
      onClose={onClose}
    />
  );
}
