import { useEffect, useState } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import type { CardViewAction, CardViewState, Item } from '../cards/card-view-state';
import { useAccess } from '../access/page-access';
import { useMessages } from '../messages/messages-context';
import { usePageLink } from './page-link';

/** The query parameter of links made before forms had addresses (`?edit=<key>`): it becomes the form's address. */
export const EDIT_PARAM = 'edit';

export interface FormMoves {
  openCreate(draft?: Item): void;
  openEdit(item: Item): void;
  /** After a save or Cancel: back to the list. */
  close(): void;
}

const isForm = (state: CardViewState) => state.view === 'CREATE' || state.view === 'EDIT';

/**
 * A collection page's (or a screen's) create and edit forms follow the location (runtime/ui/page-link.tsx):
 * `<route>/new` shows the create form, `<route>/<key>` that object's edit form (read by the page's
 * get operation when the list does not hold it; one that is gone says so and shows the list), and
 * the route itself the list. The page's buttons move the location instead of the view, so Back
 * and Forward go between list and form, a reload reopens the form, and its address can be shared.
 * Without a router (a page rendered alone) the forms open in place.
 */
/** The objects a page's forms edit: how one is read by its key. */
export interface AddressedObjects {
  get?: OperationRef;
  /** The key property (may be dotted), the get operation's path parameter. */
  key: string;
  /** What the create form calls: `<route>/new` opens it only for an account that may call it (an auditor's goes to the list). */
  create: OperationRef | undefined;
}

export function useFormAddress(objects: AddressedObjects, state: CardViewState, dispatch: (action: CardViewAction) => void, keyOf: (item: Item) => string, viewable = true): FormMoves {
  const link = usePageLink();
  const call = useCallOperation();
  const { show } = useMessages();
  const routed = link.openForm !== undefined;
  const address = link.form;
  const wanted = address && 'edit' in address ? address.edit : undefined;
  const [read, setRead] = useState<Item>();
  const { get, key } = objects;
  const mayCreate = useAccess().mayCall(objects.create);

  const legacy = link.get(EDIT_PARAM);
  useEffect(() => {
    if (legacy !== null) link.openForm?.({ edit: legacy }, { replace: true });
  }, [legacy]); // eslint-disable-line react-hooks/exhaustive-deps

  // An object the list does not hold (a shared address, a reload) is read first.
  const listed = wanted !== undefined && state.items.some((item) => keyOf(item) === wanted);
  useEffect(() => {
    if (wanted === undefined || listed || !viewable || !get || (read && keyOf(read) === wanted)) return;
    let current = true;
    void call<Item>(get, { path: objectPath(get, key, wanted) }).then((result) => {
      if (!current) return;
      if (result.ok && result.data) return setRead(result.data);
      show('error', result.error?.message || t('editLink.notFound'));
      link.closeForm?.();
    });
    return () => {
      current = false;
    };
  }, [wanted, listed, viewable, get, key, call]); // eslint-disable-line react-hooks/exhaustive-deps

  // The view follows the address.
  useEffect(() => {
    if (!routed) return;
    if (address === undefined || (!viewable && wanted !== undefined)) {
      if (isForm(state)) dispatch({ type: 'backToList' });
      return;
    }
    if ('create' in address) {
      // Typed or shared, `/new` is no way round the page's rules: the list instead.
      if (!mayCreate) {
        link.closeForm?.();
        return;
      }
      if (state.view === 'CREATE') return;
      const draft = (link.formState as { draft?: Item } | undefined)?.draft;
      dispatch({ type: 'backToList' });
      dispatch({ type: 'create', ...(draft ? { draft } : {}) });
      return;
    }
    if (state.view === 'EDIT' && state.editing && keyOf(state.editing) === wanted) return;
    const row = state.items.find((item) => keyOf(item) === wanted) ?? (read && keyOf(read) === wanted ? read : undefined);
    if (!row) return;
    dispatch({ type: 'backToList' });
    dispatch({ type: 'edit', item: row });
  }, [routed, address, wanted, viewable, state, read, mayCreate]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    openCreate: (draft) => (routed ? link.openForm!({ create: true }, draft ? { state: { draft } } : {}) : dispatch({ type: 'create', ...(draft ? { draft } : {}) })),
    openEdit: (item) => (routed ? link.openForm!({ edit: keyOf(item) }) : dispatch({ type: 'edit', item })),
    close: () => (routed ? link.closeForm!() : dispatch({ type: 'backToList' })),
  };
}
