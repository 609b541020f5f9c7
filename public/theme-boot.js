// Runs before the console's stylesheet applies and before its first paint (a blocking classic
// script from the console's own origin, allowed by its CSP), so a remembered Light or Dark choice
// never flashes the other palette. Key and values: src/shared/theme.ts.
(function () {
  try {
    var choice = window.localStorage.getItem('pf-console.theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute('data-theme', choice);
  } catch (e) {
    // Storage blocked: the operating system's setting applies.
  }
})();
