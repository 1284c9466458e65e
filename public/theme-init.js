// Sets the theme class before the app loads, so a remembered choice never flashes the other theme.
// Keep the storage key and values in step with src/lib/theme/theme-preference.ts (a unit test checks).
(function () {
  var preference = null;
  try {
    preference = window.localStorage.getItem('watchfloor.theme');
  } catch {
    // Storage can be disabled; the system theme applies then.
  }
  var dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
