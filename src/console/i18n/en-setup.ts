/** English strings of the setup wizard. */
export const setupTexts: Record<string, string> = {};
