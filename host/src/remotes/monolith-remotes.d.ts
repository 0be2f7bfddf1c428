/**
 * A remote's source module as the monolith build imports it (federation.monolith.ts):
 * `monolith-remote/<remote>/src/<module>`, aliased to the repository's root by
 * build-tools/src/monolith/webpack.monolith.cjs. Typed loosely on purpose: the loader
 * checks the exports at run time, as it checks a federated remote's.
 */
declare module 'monolith-remote/*' {
  export const manifest: unknown;
  export const bootstrap: unknown;
  export const mount: unknown;
  export const unmount: unknown;
  const value: unknown;
  export default value;
}
