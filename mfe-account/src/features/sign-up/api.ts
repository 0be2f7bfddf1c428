import { PROJECT_CODE_CHECK } from '@portal/shared-contracts/core';
import type { HttpClient, RequestOptions } from '@portal/shared-ui';

/** An availability answer; `definite` is false when it came from an error, not from a 200 or 404. */
export interface ProjectCodeCheck {
  readonly availability: 'free' | 'taken';
  readonly definite: boolean;
}

/**
 * GET /v1/projects?code= (000 §5, §7): 200 means taken, 404 free; any other answer,
 * and a failed request, count as taken.
 */
export async function checkProjectCode(http: HttpClient, code: string, options?: RequestOptions): Promise<ProjectCodeCheck> {
  try {
    const { status } = await http.raw('GET', '/v1/projects', { ...options, query: { code } });
    if (status === PROJECT_CODE_CHECK.FREE_STATUS) return { availability: 'free', definite: true };
    return { availability: 'taken', definite: status === PROJECT_CODE_CHECK.TAKEN_STATUS };
  } catch {
    return { availability: 'taken', definite: false };
  }
}

// The catalogue read the hub and the host make too is wrapped once, in shared-ui.
export { listProducts } from '@portal/shared-ui';
