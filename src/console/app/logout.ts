/** Ends the session through the server's logout action, keeping the query string (SPEC 2.1, 8). */
export function forceLogout(): void {
  window.location.assign('/logout' + window.location.search);
}
