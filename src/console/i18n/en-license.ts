/** English strings of the License page. */
export const licenseTexts: Record<string, string> = {};
