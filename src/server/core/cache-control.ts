/** The Cache-Control values of what the server serves to browsers. */

/** A URL whose content never changes (a built asset named after its content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** A URL whose content may change: the browser asks again each time (an ETag makes that cheap). */
export const REVALIDATE_CACHE = 'no-cache';
