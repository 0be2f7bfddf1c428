import { TextDecoder, TextEncoder } from 'node:util';

/*
 * Workarounds for the shared jest setup (same as mfe-deepstory's), to move into
 * build-tools/src/jest.setup.cjs once that package can be changed. Import this module
 * before anything that loads react-router-dom or @portal/shared-ui.
 */

// react-router 7 reads TextEncoder when its module loads; jsdom does not provide it.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// @ant-design/icons' CommonJS build requires '@ant-design/colors/es/generate', an ES
// module jest (without transforming node_modules) cannot load; the lib build is the
// same function in CommonJS.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
