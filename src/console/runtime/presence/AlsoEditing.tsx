import dayjs from 'dayjs';
import { t } from '../../i18n/t';
import '../../styles/presence.css';
import { usePresence, type PresenceEditor } from './use-presence';

/** When an editor opened the object: the time today, else the day too. */
function sinceText(since: string, now = dayjs()): string {
  const at = dayjs(since);
  return at.isSame(now, 'day') ? at.format('HH:mm') : at.format('MMM D, HH:mm');
}

function editorText(editor: PresenceEditor): string {
  const vars = { username: editor.username, tabs: editor.tabs, time: sinceText(editor.since) };
  return t(editor.tabs > 1 ? 'presence.editorTabs' : 'presence.editor', vars);
}

/**
 * "Also editing: auditor (since 10:42)": who else has the object at `path` open (usePresence).
 * Nothing when alone; a polite live region, so a screen reader hears who joins without losing its place.
 */
export function AlsoEditing({ path, tabId }: { path: string | undefined; tabId?: string }) {
  const editors = usePresence(path, tabId);
  if (editors.length === 0) return null;
  return (
    <p className="also-editing" role="status" aria-live="polite" data-testid="also-editing">
      <span className="also-editing__label">{t('presence.alsoEditing')}</span> {editors.map(editorText).join(t('presence.separator'))}
    </p>
  );
}
