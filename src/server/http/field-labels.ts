/** Turns a property name into the words used in messages: "virtualHostNames" → "Virtual host names". */
export function fieldLabel(name: string): string {
  if (name === 'id') return 'ID';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
