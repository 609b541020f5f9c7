import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import type { OperationResult } from '../api/operation-caller';
import { useMessages } from '../messages/messages-context';
import type { Values } from '../values/paths';
import { ConflictView } from './ConflictView';
import { mergeUnits, mergeVersions, touchesForm, withPicks, type MergedField, type VersionMerge } from './merge-versions';
import { lastChangeOf, staleSaveOf, type LastChange } from './version-conflict';

/** The object as the server has it now: what a save is made against. */
export interface Loaded {
  doc: Values;
  version?: string;
}

interface Options {
  fields: readonly MergedField[];
  /** The object's history path, for who saved the newer version. */
  path: string;
  /** Saves `body` against `against` (the page takes `against` as what it has loaded). */
  resave: (body: Values, against: Loaded) => Promise<void>;
  /** The user drops their edits: the page shows `theirs`. */
  discard: (theirs: Loaded) => void;
}

export interface VersionConflict {
  /**
   * True when `result` is a stale save (412): it is then handled here. A merge that leaves every
   * field the form shows as the user had it is saved at once; otherwise the conflict view opens.
   */
  met: (result: OperationResult, base: Values, mine: Values) => boolean;
  /** The conflict view, above the form, while a conflict waits for the user. */
  view: ReactNode;
}

export function useVersionConflict({ fields, path, resave, discard }: Options): VersionConflict {
  const call = useCallOperation();
  const { show } = useMessages();
  const [open, setOpen] = useState<{ merge: VersionMerge; against: Loaded; lastChange?: LastChange }>();

  const met = useCallback(
    (result: OperationResult, base: Values, mine: Values) => {
      const stale = staleSaveOf(result);
      if (!stale) return false;
      if (stale.gone) {
        show('error', t('conflict.gone'));
        return true;
      }
      const against = { doc: stale.current, version: stale.version };
      const merge = mergeVersions(base, stale.current, mine, mergeUnits(fields, [base, stale.current, mine]));
      void lastChangeOf(call, path).then(async (lastChange) => {
        if (touchesForm(merge)) return setOpen({ merge, against, lastChange });
        await resave(merge.merged, against);
        show('info', lastChange ? t('conflict.merged', { username: lastChange.username }) : t('conflict.mergedUnknown'));
      });
      return true;
    },
    [call, fields, path, resave, show],
  );

  const view = open && (
    <ConflictView
      merge={open.merge}
      lastChange={open.lastChange}
      onSave={(picks) => {
        // Closed first: a save that meets a newer version still opens the view again for that one.
        setOpen(undefined);
        void resave(withPicks(open.merge, picks), open.against);
      }}
      onDiscard={() => {
        setOpen(undefined);
        discard(open.against);
      }}
    />
  );
  return { met, view };
}
