import { currentUserResponseSchema } from './account';

describe('currentUserResponseSchema (GET /proxy/v1/current-user)', () => {
  it.each([
    [{ result: { id: 7, role: 'customer' } }],
    [{ result: { id: 1, role: 'admin' } }],
  ])('accepts %j', (body) => {
    expect(currentUserResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a string id', { result: { id: '7', role: 'customer' } }],
    ['a fractional id', { result: { id: 7.5, role: 'customer' } }],
    ['an unknown role', { result: { id: 7, role: 'owner' } }],
    ['no result', {}],
  ])('refuses %s', (_, body) => {
    expect(currentUserResponseSchema.safeParse(body).success).toBe(false);
  });
});
