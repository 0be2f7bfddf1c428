import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { adminActionsSaga, adminActionsSlice } from './features/admin-actions/state';
import { auditLogSaga, auditLogSlice } from './features/audit-log/state';
import { dashboardSaga, dashboardSlice } from './features/dashboard/state';
import { remoteOpsSaga, remoteOpsSlice } from './features/remote-ops/state';
import { invoicesSaga, invoicesSlice } from './features/invoices/state';
import { userDetailSaga, userDetailSlice } from './features/user-detail/state';
import { usersSaga, usersSlice } from './features/users/state';

/**
 * The root reducer of mfe-admin: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). One slice per line, so a feature
 * joins with a one-line edit.
 */
export const reducer = combineSlices(
  // features' slices, one per line
  adminActionsSlice,
  auditLogSlice,
  dashboardSlice,
  usersSlice,
  invoicesSlice,
  userDetailSlice,
  remoteOpsSlice,
);
export type AdminState = ReturnType<typeof reducer>;

/** The root saga, from mount to unmount with the mount props; one feature saga per line. */
export function* rootSaga(props: RemoteMountProps): SagaIterator<void> {
  yield all([
    // call(featureSaga, props),
    call(adminActionsSaga, props),
    call(auditLogSaga, props),
    call(dashboardSaga, props),
    call(usersSaga, props),
    call(invoicesSaga, props),
    call(userDetailSaga, props),
    call(remoteOpsSaga, props),
  ]);
}
