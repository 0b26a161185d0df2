/*
 * Prerendered pages start the app with this deferred script instead of the module script itself
 * (src/prerender/document.ts): the browser paints the HTML first, then fetches and runs the app.
 * A frame callback runs just before a paint; the one requested inside it runs just before the
 * next, so by then the first paint is on screen. A tab opened in the background gets no frames
 * until shown: the timer starts the app there anyway.
 * `data-preload` names chunks every page's first render needs but the entry only asks for once it
 * runs (the libraries' chunk): fetched beside the entry instead of after it.
 */
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = app;
    add(entry);
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(start);
  });
  setTimeout(start, 1000);
})();
