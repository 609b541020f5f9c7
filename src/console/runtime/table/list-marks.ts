/**
 * Performance marks around a list request, so a benchmark can time "request sent → rows shown"
 * without the search debounce: `fc:list-request` when the runtime sends the list request,
 * `fc:list-rendered` once its rows are committed. Both carry { pageId, seq, filter }.
 */
export const LIST_REQUEST_MARK = 'fc:list-request';
export const LIST_RENDERED_MARK = 'fc:list-rendered';

function mark(name: string, pageId: string, seq: number, filter: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  try {
    performance.mark(name, { detail: { pageId, seq, filter } });
  } catch {
    // Marks are a measurement aid only.
  }
}

export const markListRequest = (pageId: string, seq: number, filter: string) => mark(LIST_REQUEST_MARK, pageId, seq, filter);
export const markListRendered = (pageId: string, seq: number, filter: string) => mark(LIST_RENDERED_MARK, pageId, seq, filter);
