import { ROLES, type Role } from '@portal/shared-contracts';

export interface CurrentUser {
  readonly id: string;
  readonly role: Role;
}

/** GET /proxy/v1/current-user (000 §7): the product-backend id and role; null when unknown. */
export async function fetchCurrentUser(apiUrl: string, idToken: string): Promise<CurrentUser | null> {
  const response = await fetch(`${apiUrl}/proxy/v1/current-user`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`current-user answered ${response.status}`);
  const body = (await response.json()) as { result?: { id?: unknown; role?: unknown } };
  const role = body.result?.role === ROLES.admin ? ROLES.admin : ROLES.customer;
  return { id: String(body.result?.id ?? ''), role };
}
