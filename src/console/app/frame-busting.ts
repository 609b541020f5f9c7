/** SPEC 2.1: a console loaded inside a frame reloads the top window to the app root. */
export function isFramed(): boolean {
  return window.top !== window.self;
}

export function reloadTopWindow(): void {
  try {
    window.top!.location.href = '/';
  } catch {
    // A cross-origin top refuses the navigation; rendering nothing is the safe remainder.
  }
}
