import { useCallback, useEffect, useState } from 'react';
import { BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { type GetAccountResponse, type Product } from '@portal/shared-contracts/account';
import { useBus } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui';
import { listProducts, loadAccount } from './api';
import { newIdempotencyKey } from '../../lib/idempotency';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed' };

export interface BillingData {
  readonly products: Loadable<Product[]>;
  /** Null when the account is not loaded for this user (an admin). */
  readonly account: Loadable<GetAccountResponse> | null;
  readonly reloadProducts: () => void;
  readonly reloadAccount: () => void;
}

/** Loads `load` on mount and whenever `token` changes; aborts the previous request. */
function useLoadable<T>(load: ((signal: AbortSignal) => Promise<T>) | null, token: number, onFailed?: () => void): Loadable<T> | null {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value }),
      () => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        onFailed?.();
      },
    );
    return () => controller.abort();
    // onFailed is read once per load on purpose: a new callback identity is no reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, token]);
  return load ? state : null;
}

/**
 * The hub's data: the catalogue (GET /stripe/list-products) and the customer's payment
 * account (GET /stripe/get-account, creating the payment customer when it is missing).
 * A failed account load toasts "Failed to retrieve Customer account." (000 §7, §8).
 */
export function useBillingData(http: HttpClient, withAccount: boolean): BillingData {
  const bus = useBus();
  const [productsToken, setProductsToken] = useState(0);
  const [accountToken, setAccountToken] = useState(0);
  const loadProducts = useCallback((signal: AbortSignal) => listProducts(http, { signal }), [http]);
  const loadAccountFn = useCallback((signal: AbortSignal) => loadAccount(http, newIdempotencyKey, { signal }), [http]);
  const products = useLoadable(loadProducts, productsToken);
  const account = useLoadable(withAccount ? loadAccountFn : null, accountToken, () =>
    bus.publish('toast/requested', { kind: 'error', message: BILLING_MESSAGES.accountRetrievalFailed }),
  );
  return {
    products: products ?? { status: 'loading' },
    account,
    reloadProducts: useCallback(() => setProductsToken((t) => t + 1), []),
    reloadAccount: useCallback(() => setAccountToken((t) => t + 1), []),
  };
}
