/**
 * One page of certificate views as the key pair and certificate lists answer it: sorted by subject
 * DN (then id), the filter matching either, ignoring case. These collections are small and their
 * views are computed from the certificates, so the page is cut here rather than in the store.
 */
import { listAnswer, listRequest, type ListQuery } from './collection-resource';

export function certificateListAnswer<View extends { id: string; subjectDN: string }>(views: View[], query: ListQuery): { items: unknown[]; totalItems?: number } {
  const request = listRequest(query);
  const needle = request.filter?.toLowerCase();
  const items = needle ? views.filter((view) => view.subjectDN.toLowerCase().includes(needle) || view.id.toLowerCase().includes(needle)) : [...views];
  items.sort((a, b) => a.subjectDN.localeCompare(b.subjectDN) || a.id.localeCompare(b.id));
  if (request.descending) items.reverse();
  const page = items.slice(request.offset, request.limit === undefined ? undefined : request.offset + request.limit);
  return listAnswer(request, page, items.length);
}
