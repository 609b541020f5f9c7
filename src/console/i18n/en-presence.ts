/** English strings of presence: who else has the object a form shows open. */
export const presenceTexts: Record<string, string> = {
  'presence.alsoEditing': 'Also editing:',
  'presence.editor': '{username} (since {time})',
  'presence.editorTabs': '{username} in {tabs} tabs (since {time})',
  'presence.separator': ', ',
};
