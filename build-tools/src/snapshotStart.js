/* global document, requestAnimationFrame */
// Served by the host's page server as /page-snapshot-start.js on a page sent with its HTML
// snapshot (docs/adr/050, snapshotPages.mjs): starts the host's main script once the
// snapshot's first frame has painted (the frame, then a task queued in it; 100 ms at most,
// as a tab opened in the background draws no frames), after the page's preload hints,
// which wait in a template until then (tested in snapshotStart.test.mjs). A deferred main
// script would otherwise run before that frame when it arrives with the page, and hold the
// paint back for the shell's start-up; and the downloads would share the connection with
// the page itself.
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  var preloads = document.getElementById(self.getAttribute('data-preloads') || '');
  var started = false;
  // Each hint starts a request, which can take the main thread milliseconds on a slow phone:
  // the hints go in a few at a time, each batch in a task of its own, and the main script
  // last, so putting them in never makes one long task that holds up the user's input.
  var SLICE_MS = 4;
  function appendInSlices(nodes) {
    var deadline = performance.now() + SLICE_MS;
    while (nodes.length && performance.now() < deadline) document.head.appendChild(nodes.shift());
    if (nodes.length) setTimeout(appendInSlices, 0, nodes);
  }
  function start() {
    if (started) return;
    started = true;
    var nodes = preloads && preloads.content ? Array.prototype.slice.call(preloads.content.childNodes) : [];
    var script = document.createElement('script');
    script.src = main;
    nodes.push(script);
    appendInSlices(nodes);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
