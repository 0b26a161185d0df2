/*
 * Prerendered pages start the app with this deferred script instead of the module script itself
 * (src/prerender/document.ts): the browser paints the HTML first, then fetches and runs the app.
 * A frame callback runs just before a paint; the one requested inside it runs just before the
 * next, so by then the first paint is on screen. A tab opened in the background gets no frames
 * until shown: the timer starts the app there anyway.
 */
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(start);
  });
  setTimeout(start, 1000);
})();
