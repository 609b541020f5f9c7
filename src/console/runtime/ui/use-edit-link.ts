import { useEffect, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import type { Item } from '../cards/card-view-state';
import { useMessages } from '../messages/messages-context';
import { usePageLink } from './page-link';

/** The query parameter naming the object whose edit form a collection page opens (the header search's links). */
export const EDIT_PARAM = 'edit';

/**
 * A collection page opened at `?edit=<id>` reads that object (its get operation) and opens its edit
 * form once the list is shown (`listed`); the parameter is then dropped, so closing the form shows
 * the list and a reload does not reopen it. An object that is gone says so.
 */
export function useEditLink(page: PageDefinition, listed: boolean, open: (item: Item) => void): void {
  const link = usePageLink();
  const id = link.get(EDIT_PARAM);
  const call = useCallOperation();
  const { show } = useMessages();
  const [found, setFound] = useState<Item>();
  const get = page.operations.get;
  const key = page.entity?.key ?? 'id';

  useEffect(() => {
    if (id === null || !get) return;
    let current = true;
    void call<Item>(get, { path: objectPath(get, key, id) }).then((result) => {
      if (!current) return;
      link.drop(EDIT_PARAM);
      if (result.ok && result.data) setFound(result.data);
      else show('error', result.error?.message || t('editLink.notFound'));
    });
    return () => {
      current = false;
    };
  }, [id, get, key, call]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!found || !listed) return;
    setFound(undefined);
    open(found);
  }, [found, listed]); // eslint-disable-line react-hooks/exhaustive-deps
}
