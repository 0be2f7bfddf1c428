// The signed-in sessions of the remotes' tests (a user of customer 42), from shared-ui's test kit.
export { sessionUser, signedInSession } from '@portal/shared-ui/testing';
