// Runs before the first paint (loaded synchronously from index.html) so a saved dark theme never flashes light.
// Kept external because the server's Content-Security-Policy forbids inline scripts. Light is the default.
(() => {
  try {
    if (window.localStorage.getItem('theme') === 'dark') {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage can be unavailable (privacy mode); the light default applies.
  }
})();
