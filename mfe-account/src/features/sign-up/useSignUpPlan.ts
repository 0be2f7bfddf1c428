import { useEffect, useState } from 'react';
import type { HttpClient } from '@portal/shared-ui';
import { listProducts } from './api';
import { pickSignUpPlan, type SignUpPlan } from './products';

export type SignUpPlanState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plan: SignUpPlan | null }
  | { readonly status: 'failed' };

/** Loads the catalogue and picks the plan of `?product=` (default Starter). */
export function useSignUpPlan(requested: string | null, http: HttpClient): SignUpPlanState {
  const [state, setState] = useState<SignUpPlanState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listProducts(http, { signal: controller.signal }).then(
      (products) => setState({ status: 'ready', plan: pickSignUpPlan(products, requested) }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [requested, http]);
  return state;
}
