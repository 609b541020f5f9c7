/** Presence: who else has a configuration object open ("Also editing: …"). */
export { AlsoEditing } from './AlsoEditing';
export { PRESENCE_POLL_MS, usePresence } from './use-presence';
export type { PresenceEditor } from './use-presence';
export { TAB_ID } from './tab-id';
