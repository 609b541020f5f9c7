/** English strings of the dashboard, shortcut customization and landing pages. */
export const dashboardTexts: Record<string, string> = {};
