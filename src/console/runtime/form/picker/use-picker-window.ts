import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PickerOptions } from '../../../../shared/page-model';
import { useCallOperation } from '../../api/api-context';
import { getPath, type Values } from '../../values/paths';
import { offeredItems } from '../select/use-select-options';
import { addPage, emptyWindow, lastPageOf, pageToLoad, viewPosition, windowRows, type PickerWindow } from './picker-window';

/** Height of one row of the available list (CSS .picker__row); the window rules count rows. */
export const PICKER_ROW_HEIGHT = 34;

/**
 * The available list of a picker: loads pages of the picker operation as the window rules ask,
 * keeps the scroll position on the same row when pages come and go, restarts on a new search.
 */
export function usePickerWindow(picker: PickerOptions, filter: string, selected: readonly string[], scrollBox: RefObject<HTMLElement | null>) {
  const call = useCallOperation();
  const [window, setWindow] = useState<PickerWindow>(emptyWindow);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const generation = useRef(0);
  const anchor = useRef<{ name: string; offset: number }>(undefined);
  const selectedSet = new Set(selected);
  const shown = windowRows(window).filter((row) => !selectedSet.has(row.name));

  // A new search starts a new window at page 1.
  useEffect(() => {
    generation.current += 1;
    setWindow(emptyWindow);
    setLoading(false);
    if (scrollBox.current) scrollBox.current.scrollTop = 0;
  }, [filter, scrollBox]);

  const load = useCallback(
    async (page: number) => {
      const current = generation.current;
      setLoading(true);
      const result = await call<{ items?: Values[]; totalItems?: number }>(picker.operation, {
        query: { ...picker.query, page, numberPerPage: picker.pageSize, filter },
      });
      if (current !== generation.current) return;
      setLoading(false);
      if (!result.ok) return;
      // The list cannot filter by the reference's target, so a page keeps only what may be named: its
      // rows may be fewer than the page size, or none; the window counts server pages all the same.
      const items = offeredItems(result.data?.items ?? [], picker.where);
      const names = items.map((item) => String(getPath(item, picker.value) ?? ''));
      // Remember the first row in view so the list does not jump when rows are added above or dropped.
      const box = scrollBox.current;
      const shownNow = windowRows(windowRef.current).filter((row) => !selectedRef.current.has(row.name));
      if (box && shownNow.length) {
        const index = Math.min(Math.floor(box.scrollTop / PICKER_ROW_HEIGHT), shownNow.length - 1);
        anchor.current = { name: shownNow[index].name, offset: box.scrollTop - index * PICKER_ROW_HEIGHT };
      }
      setWindow((previous) => addPage(previous, page, names, result.data?.totalItems ?? names.length, picker));
    },
    [call, filter, picker, scrollBox],
  );

  const windowRef = useRef(window);
  windowRef.current = window;
  const selectedRef = useRef(selectedSet);
  selectedRef.current = selectedSet;

  useLayoutEffect(() => {
    const box = scrollBox.current;
    const kept = anchor.current;
    anchor.current = undefined;
    if (!box || !kept) return;
    const index = shown.findIndex((row) => row.name === kept.name);
    if (index >= 0) box.scrollTop = index * PICKER_ROW_HEIGHT + kept.offset;
  }, [window]); // eslint-disable-line react-hooks/exhaustive-deps

  // After every change (loaded page, scroll, selection) ask the rules whether another page is due.
  useEffect(() => {
    if (loading) return;
    const box = scrollBox.current;
    const view = viewPosition(shown, { scrollTop: box?.scrollTop ?? 0, clientHeight: box?.clientHeight ?? 0 }, PICKER_ROW_HEIGHT, lastPageOf(window));
    const page = pageToLoad(window, view, picker);
    if (page !== undefined) void load(page);
  }, [window, loading, tick, selected.length, load]); // eslint-disable-line react-hooks/exhaustive-deps

  const onScroll = useCallback(() => setTick((value) => value + 1), []);
  return { shown: shown.map((row) => row.name), loading, onScroll, totalItems: window.totalItems };
}
