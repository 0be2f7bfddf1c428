/* global document, requestAnimationFrame */
// Served by the host's page server as /page-snapshot-start.js on a page sent with its HTML
// snapshot (docs/adr/050, snapshotPages.mjs): starts the host's main script once the
// snapshot's first frame has painted (the frame, then a task queued in it; 100 ms at most,
// as a tab opened in the background draws no frames), after the page's preload hints,
// which wait in a template until then. A deferred main script would otherwise run before that frame when
// it arrives with the page, and hold the paint back for the shell's start-up; and the
// downloads would share the connection with the page itself.
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  var preloads = document.getElementById(self.getAttribute('data-preloads') || '');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (preloads && preloads.content) document.head.appendChild(preloads.content);
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
