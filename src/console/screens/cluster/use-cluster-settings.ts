import { useCallback, useEffect, useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { useMessages } from '../../runtime/messages/messages-context';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import type { ClusterSettings } from './cluster-types';
import type { Values } from '../../runtime/values/paths';
import { useVersionConflict, type Loaded } from '../../runtime/versions/use-version-conflict';

export type ClusterSettingsValues = Required<ClusterSettings>;

export type SettingsState =
  | { stage: 'loading' }
  | { stage: 'failed' }
  /** `isXmlClientStorage` stays unknown when GET /internal/clientStorage fails: no warning then. */
  /** `saved`: the values as the server last answered them; `values` differ once edited. */
  | { stage: 'loaded'; values: ClusterSettingsValues; saved: ClusterSettingsValues; isXmlClientStorage?: boolean; version?: string };

const valuesOf = (settings: ClusterSettings | undefined): ClusterSettingsValues => ({
  replicateConnectionsOnSave: settings?.replicateConnectionsOnSave === true,
  replicateClientsOnSave: settings?.replicateClientsOnSave === true,
});

/** The settings the conflict view names. */
const MERGED_FIELDS = () => [
  { name: 'replicateConnectionsOnSave', label: t('cluster.settings.replicateConnections'), widget: 'checkbox' as const },
  { name: 'replicateClientsOnSave', label: t('cluster.settings.replicateClients'), widget: 'checkbox' as const },
];

/** The Settings sub-page (SPEC 2.14): both settings and the client storage kind; Save with SPEC 8's texts. */
export function useClusterSettings() {
  const call = useCallOperation();
  const { show } = useMessages();
  const [state, setState] = useState<SettingsState>({ stage: 'loading' });
  const [saving, setSaving] = useState(false);
  // Back asks before unsaved settings are lost (a navigation and a reload ask anyway).
  const loaded = state.stage === 'loaded';
  const { confirmLeave } = useUnsavedChanges(loaded ? state.values : undefined, { saved: loaded ? state.saved : undefined });

  useEffect(() => {
    let current = true;
    void Promise.all([callTyped(call, operations.getClusterSettings), callTyped(call, operations.getClientStorage)]).then(([settings, storage]) => {
      if (!current) return;
      if (!settings.ok) return setState({ stage: 'failed' });
      const loaded = valuesOf(settings.data);
      setState({ stage: 'loaded', values: loaded, saved: loaded, isXmlClientStorage: storage.ok ? storage.data?.isXmlClientStorage : undefined, version: settings.version });
    });
    return () => {
      current = false;
    };
  }, [call]);

  const change = useCallback((name: keyof ClusterSettingsValues, value: boolean) => {
    setState((previous) => (previous.stage === 'loaded' ? { ...previous, values: { ...previous.values, [name]: value } } : previous));
  }, []);

  const send = useCallback(
    async (body: ClusterSettingsValues, against: Loaded) => {
      setSaving(true);
      const result = await callTyped(call, operations.updateClusterSettings, { body, ...(against.version ? { ifMatch: against.version } : {}) });
      setSaving(false);
      if (conflictRef.current?.met(result, against.doc, body)) return;
      if (!result.ok) {
        show('error', t('cluster.settings.saveFailed'));
        return;
      }
      show('success', t('cluster.settings.saved'));
      const saved = valuesOf(result.data ?? body);
      setState((previous) => (previous.stage === 'loaded' ? { ...previous, values: saved, saved, version: result.version } : previous));
    },
    [call, show],
  );
  const conflict = useVersionConflict({
    fields: MERGED_FIELDS(),
    path: operations.getClusterSettings.path,
    resave: (body, against) => send(valuesOf(body), against),
    discard: (theirs) => setState((previous) => (previous.stage === 'loaded' ? { ...previous, values: valuesOf(theirs.doc), saved: valuesOf(theirs.doc), version: theirs.version } : previous)),
  });
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;

  const save = useCallback(async () => {
    if (state.stage !== 'loaded') return;
    await send(state.values, { doc: state.saved as Values, version: state.version });
  }, [send, state]);


  return { state, saving, change, save, confirmLeave, conflictView: conflict.view };
}
