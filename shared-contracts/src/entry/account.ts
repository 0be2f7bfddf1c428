/** @portal/shared-contracts/account: billing, its calls and texts (000 §7). */
export * from '../billing';
export * from '../billing-calls';
export * from '../messages/billing';
