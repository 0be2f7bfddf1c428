import { z } from 'zod';
import { deferred, isDeferred } from './deferred';
import * as account from './entry/account';
import * as admin from './entry/admin';
import * as deepstory from './entry/deepstory';
import * as insights from './entry/insights';
import * as storyboards from './entry/storyboards';

describe('deferred', () => {
  it('builds nothing until the value is read, then builds once', () => {
    const build = jest.fn(() => z.object({ name: z.string().min(1) }));
    const schema = deferred(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for the schema wherever zod takes one', () => {
    const id = deferred(() => z.number().int().positive());
    const item = deferred(() => z.object({ id, tags: z.array(z.string()).default([]) }));
    const list = z.object({ items: z.array(item), next: id.nullable() });
    expect(list.parse({ items: [{ id: 2 }], next: null })).toEqual({ items: [{ id: 2, tags: [] }], next: null });
    expect(list.safeParse({ items: [{ id: 0 }], next: null }).success).toBe(false);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(Object.keys(item.shape)).toEqual(['id', 'tags']);
    expect(item.extend({ more: z.boolean() }).parse({ id: 1, more: true })).toEqual({ id: 1, tags: [], more: true });
    expect(item.pick({ id: true }).parse({ id: 3, tags: ['x'] })).toEqual({ id: 3 });
    expect(id.optional().parse(undefined)).toBeUndefined();
    expect(z.toJSONSchema(item)).toMatchObject({ type: 'object', required: ['id', 'tags'] });
  });

  it('is the schema itself to zod: JSON Schema and the registry find it', () => {
    const mode = deferred(() => z.enum(['draft', 'live']).default('draft'));
    const body = deferred(() => z.object({ mode, note: z.string().describe('A note') }).describe('A body'));
    expect(z.toJSONSchema(z.object({ body }), { io: 'output' })).toMatchObject({
      properties: { body: { properties: { mode: { default: 'draft' }, note: { description: 'A note' } } } },
    });
    expect(z.toJSONSchema(body)).toMatchObject({ description: 'A body' });
    expect(mode._zod.def.type).toBe('default');
    expect(body.shape.mode).toBe(mode);
  });

  it("keeps an enum's options and an object's own keys", () => {
    const kind = deferred(() => z.enum(['a', 'b']));
    expect(kind.options).toEqual(['a', 'b']);
    expect(Object.hasOwn(kind, '_zod')).toBe(true);
    expect('parse' in kind).toBe(true);
  });

  it('tells its values from others', () => {
    expect(isDeferred(deferred(() => z.string()))).toBe(true);
    expect(isDeferred(z.string())).toBe(false);
    expect(isDeferred(null)).toBe(false);
  });
});

describe("the areas' schemas", () => {
  // The core entry's are built with it: the shell parses with most of them as it starts.
  const entries = { account, storyboards, deepstory, admin, insights };
  const isSchema = (value: unknown): boolean => typeof value === 'object' && value !== null && '_zod' in value;

  it.each(Object.entries(entries))('%s: every exported schema is built on first use (docs/adr/059)', (_, entry) => {
    const eager = Object.entries(entry)
      .filter(([, value]) => isSchema(value) && !isDeferred(value))
      .map(([name]) => name);
    expect(eager).toEqual([]);
  });
});
