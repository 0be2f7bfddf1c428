import { useSearchParams } from '@portal/shared-ui/router';
import { positiveIdOf } from '../ai-api';

/** The storyboard a Deep Story page is on: `?user_id&id` (002 §2), each null when it is not a positive whole number. */
export function useStoryboardRoute(): { readonly id: number | null; readonly userId: number | null } {
  const [params] = useSearchParams();
  return { id: positiveIdOf(params.get('id')), userId: positiveIdOf(params.get('user_id')) };
}
