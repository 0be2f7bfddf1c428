import { z } from 'zod';

/** The schemas `deferred` made, for the test that every area's exported schema is one. */
const made = new WeakSet<object>();

/** What `deferred` reads of a zod 4 schema: the constructor that made it and its definition. */
interface Made {
  readonly _zod: { readonly constr: (this: object, def: unknown) => void; readonly def: unknown; parent?: object };
}

/**
 * Makes `stand` the schema `built` is: made again from `built`'s definition with `stand` as
 * the instance, as zod's own `clone` makes a schema, so its internals refer to `stand`
 * itself (zod's JSON Schema and its registry key schemas by identity), with `built`'s
 * parent and description.
 */
function become(stand: z.ZodType, target: object, built: z.ZodType): void {
  const { _zod } = built as unknown as Made;
  Object.setPrototypeOf(target, Object.getPrototypeOf(built));
  _zod.constr.call(stand, _zod.def);
  if (_zod.parent) (stand as unknown as Made)._zod.parent = _zod.parent;
  const meta = z.globalRegistry.get(built);
  if (meta) z.globalRegistry.add(stand, meta);
}

/**
 * A zod schema built on its first use instead of when its module is evaluated (docs/adr/059).
 * Building a schema costs far more than reading a constant, and a page evaluates every
 * schema of an area's contracts while it parses with only a few, so each waits until
 * something reads it (a parse, `.extend`, `.shape`, `.options`, `instanceof`), then is
 * built once.
 *
 * The value is a Proxy with the schema's type. At its first read it becomes the schema
 * (`become`), and from then on it is that schema, the same object to zod everywhere.
 */
export function deferred<T extends z.ZodType>(build: () => T): T {
  let state: 'waiting' | 'building' | 'built' = 'waiting';
  const target = {} as T;
  const ready = (): T => {
    if (state === 'waiting') {
      state = 'building';
      become(stand, target, build());
      state = 'built';
    }
    return target;
  };
  const stand: T = new Proxy(target, {
    get: (_, key, receiver) => Reflect.get(ready(), key, receiver),
    has: (_, key) => Reflect.has(ready(), key),
    set: (_, key, value, receiver) => Reflect.set(ready(), key, value, receiver),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(ready(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(ready()),
  });
  made.add(stand);
  return stand;
}

/** Whether `value` came from `deferred` (and so is not built until used). */
export function isDeferred(value: unknown): boolean {
  return typeof value === 'object' && value !== null && made.has(value);
}
