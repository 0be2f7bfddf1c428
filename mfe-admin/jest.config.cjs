module.exports = require('@portal/build-tools/src/jest.cjs').jestConfig(__dirname);
