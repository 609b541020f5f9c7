/** English strings of the console frame: header, menus, banners, tour, idle timeout, embedded pages. */
export const frameTexts: Record<string, string> = {};
