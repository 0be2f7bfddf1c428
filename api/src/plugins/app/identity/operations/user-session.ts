import { z } from 'zod';
import { attributeList, clientAttributes } from '../attributes';
import { defineOperation, fields, type Operation } from './operation';

const accessInput = z.object({ AccessToken: fields.token });

/** fetchUserAttributes. */
export const getUser: Operation = defineOperation(accessInput, async (ctx, input) => {
  const user = await ctx.services.sessions.userForAccessToken(input.AccessToken);
  return { Username: user.sub, UserAttributes: attributeList(user), MFAOptions: [], UserMFASettingList: [] };
});

const updateInput = z.object({ AccessToken: fields.token, UserAttributes: fields.attributes.min(1) });

/**
 * updateUserAttributes. The new values reach the id token at the next refresh, as with
 * Cognito; no attribute here needs verification, so CodeDeliveryDetailsList is empty.
 */
export const updateUserAttributes: Operation = defineOperation(updateInput, async (ctx, input) => {
  const { services } = ctx;
  const user = await services.sessions.userForAccessToken(input.AccessToken);
  await services.users().mergeAttributes(user.sub, clientAttributes(input.UserAttributes));
  return { CodeDeliveryDetailsList: [] };
});

/** signOut({ global: true }): every refresh token and every access token of the user. */
export const globalSignOut: Operation = defineOperation(accessInput, async (ctx, input) => {
  const user = await ctx.services.sessions.userForAccessToken(input.AccessToken);
  await ctx.services.sessions.revokeAll(user.sub);
  return {};
});

const revokeInput = z.object({ Token: fields.token, ClientId: fields.clientId });

/** signOut(): this device's refresh token and the tokens minted from it. */
export const revokeToken: Operation = defineOperation(revokeInput, async (ctx, input) => {
  ctx.services.assertClient(input.ClientId);
  await ctx.services.sessions.revoke(input.Token, input.ClientId);
  return {};
});
