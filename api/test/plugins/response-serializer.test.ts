import { z } from 'zod';
import { responseSerializerCompiler, type ResponseSerialization } from '../../src/schemas/serializer';

const hit = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['Draft', 'Live']),
  listingId: z.number().nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});
const page = z.object({ result: z.object({ hits: z.array(hit), total: z.object({ value: z.number() }) }) });

function serializer(mode: ResponseSerialization, schema: unknown): (data: unknown) => string {
  return responseSerializerCompiler(mode)({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;
}

const data = {
  result: {
    hits: [
      { id: 1, title: 'A "quoted" title \u2028', status: 'Live', listingId: null, tags: ['x', 'Y'], extra: 'not declared' },
      { title: 'B', id: 2, status: 'Draft', listingId: 5, tags: [], note: 'n' },
    ],
    total: { value: 2 },
  },
};

describe('responseSerializerCompiler', () => {
  it.each<ResponseSerialization>(['fast', 'checked'])('%s: writes what zod writes, byte for byte (declared keys only, in order)', (mode) => {
    const viaZod = JSON.stringify(page.parse(data));
    expect(serializer(mode, page)(data)).toBe(viaZod);
    expect(serializer(mode, { properties: page })(data)).toBe(viaZod);
  });

  it('fast: refuses a response missing a required property', () => {
    expect(() => serializer('fast', page)({ result: { hits: [{ id: 1 }], total: { value: 1 } } })).toThrow();
  });

  it('checked: refuses a response zod refuses, though the fast serialiser would write it', () => {
    const bad = { result: { hits: [{ ...data.result.hits[1], status: 'Deleted' }], total: { value: 1 } } };
    expect(() => serializer('fast', page)(bad)).not.toThrow();
    expect(() => serializer('checked', page)(bad)).toThrow();
  });

  it('keeps the zod serialiser for a schema JSON Schema cannot express (a date)', () => {
    const dated = z.object({ at: z.date() });
    const at = new Date(Date.UTC(2026, 0, 2));
    expect(serializer('fast', dated)({ at })).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
    expect(() => serializer('fast', dated)({ at: 'not a date' })).toThrow();
  });
});
