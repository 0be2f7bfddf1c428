/* global window, jest */
require('@testing-library/jest-dom');
// react-router 7 reads TextEncoder when its module loads; jsdom lacks it.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// antd's Select schedules macrotasks through MessageChannel, which jsdom lacks. Node's
// own would keep the test process alive; timers behave the same for this purpose.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, close() {}, start() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  };
}
// antd and the shell read these browser APIs that jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
  // antd's Modal and Table measure the scrollbar through a pseudo-element's style, which
  // jsdom reports as "Not implemented" on every call: answer with the element's own style.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computedStyle(element);
}
// Two shared cores run several jest workers and builds at once in CI: give findBy/waitFor
// room beyond the 1 s default so a slow animation is not a failure.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// A UI test that fails is run once more (its first failure is printed): antd pages under
// jsdom on a loaded 2-core machine can pass their 30 s budget now and then. A test that is
// really broken fails twice and still fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
