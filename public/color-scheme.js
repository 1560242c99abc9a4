// The admin's colours on <html> before the page is first painted (README: Dark mode): the
// choice the app keeps under this key (light, dark or system), else the system's preference.
// A file rather than inline, since the Content-Security-Policy allows no inline script; the
// app (src/lib/colorMode.ts) keeps the class right from then on.
(function () {
  var mode = 'system';
  try {
    mode = window.localStorage.getItem('back-office-color-mode') || 'system';
  } catch {
    // Storage refused (a privacy setting): the system's preference decides.
  }
  var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = mode === 'dark' || (mode === 'system' && systemDark);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
})();
