import type { ImportDefinition } from '../../../shared/page-model';
import { pageString, pageText } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import type { Item } from '../cards/card-view-state';
import { useMessages } from '../messages/messages-context';
import { OperationFormDialog } from './OperationFormDialog';

interface Props {
  entry: ImportDefinition;
  /** The object the server read from the file: unsaved for the create form (a draft), or saved. */
  onImported: (object: Item) => void;
  onClose: () => void;
}

/**
 * An import in a dialog: its form sent to its operation, which answers the object it read from
 * the file, a new unsaved one (Import Metadata) or one it saved (a key pair file). The server's
 * refusals stay in the form (a file it cannot read, under the file; a wrong password, under the
 * password); success shows the import's done message and hands the object on.
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
