export { fakeSession, type FakeSession } from '@portal/shared-ui/testing';

/** An Error as the host rejects identity calls with: Cognito's exception name, user text. */
export function cognitoError(name: string, message = `${name} from the identity provider`): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
