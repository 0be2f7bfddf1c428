import {
  ADMIN_PAGE_SIZES,
  ADMIN_REAUTH_HEADER,
  adminCancelSubscriptionBodySchema,
  adminCustomerUsersQuerySchema,
  adminInvoicesQuerySchema,
  adminStripeUsersQuerySchema,
  adminUpdateUserAttributesBodySchema,
} from './admin-calls';
import { ADMIN_REAUTH_MAX_AGE_S } from './constants/timing';

describe('admin calls', () => {
  it('names the re-authentication header and its 5 minutes', () => {
    expect(ADMIN_REAUTH_HEADER).toBe('x-reauth-token');
    expect(ADMIN_REAUTH_MAX_AGE_S).toBe(5 * 60);
  });

  it("answers the spec's plain calls with the first page of the default size", () => {
    expect(adminInvoicesQuerySchema.parse({})).toEqual({ limit: ADMIN_PAGE_SIZES.DEFAULT });
    expect(adminCustomerUsersQuerySchema.parse({})).toEqual({ limit: ADMIN_PAGE_SIZES.DEFAULT, sort: 'created', order: 'desc' });
    expect(adminStripeUsersQuerySchema.parse({ id: 'cus_abc', limit: '100' })).toEqual({ id: 'cus_abc', limit: 100 });
  });

  it.each([
    [{ id: 'cus_abc' }, false],
    [{ id: 'in_abc' }, true],
    [{ id: "in_x' or 1=1" }, false],
    [{ limit: '0' }, false],
    [{ limit: String(ADMIN_PAGE_SIZES.MAX + 1) }, false],
  ])('takes an invoice cursor and page size %j: %s', (query, ok) => {
    expect(adminInvoicesQuerySchema.safeParse(query).success).toBe(ok);
  });

  it('splits customer_ids, drops repeats and blanks, and refuses anything but cus_ ids', () => {
    expect(adminStripeUsersQuerySchema.parse({ customer_ids: 'cus_a, cus_b,,cus_a' }).customer_ids).toEqual(['cus_a', 'cus_b']);
    expect(adminStripeUsersQuerySchema.safeParse({ customer_ids: 'cus_a,sub_b' }).success).toBe(false);
    expect(adminStripeUsersQuerySchema.safeParse({ customer_ids: ' , ' }).success).toBe(false);
  });

  it('takes custom:industry only, trimmed and non-blank', () => {
    const body = (attributes: object) => ({ data: { username: 'u@x.test', attributes } });
    expect(adminUpdateUserAttributesBodySchema.parse(body({ 'custom:industry': ' Sport ' })).data.attributes).toEqual({ 'custom:industry': 'Sport' });
    expect(adminUpdateUserAttributesBodySchema.safeParse(body({ 'custom:industry': '  ' })).success).toBe(false);
    expect(adminUpdateUserAttributesBodySchema.safeParse(body({ 'custom:industry': 'Sport', 'custom:subscriptions': '[]' })).success).toBe(false);
  });

  it('needs a payment customer id to cancel', () => {
    expect(adminCancelSubscriptionBodySchema.safeParse({ data: { customer_id: 'cus_123' } }).success).toBe(true);
    expect(adminCancelSubscriptionBodySchema.safeParse({ data: { customer_id: 'sub_123' } }).success).toBe(false);
    expect(adminCancelSubscriptionBodySchema.safeParse({ customer_id: 'cus_123' }).success).toBe(false);
  });
});
