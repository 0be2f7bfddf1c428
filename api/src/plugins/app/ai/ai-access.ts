import type { Db } from '../../../db';
import { AI_ERROR_CODES as CODES, AI_STATUS, ROLES, type AiMetadata } from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import { aiRepository, type AiStoryboardRow } from './ai-repository';

/*
 * Who may touch which Deep Story storyboard (002 §3; docs/adr/029): a call names the
 * customer as `user_id`, which must be the caller's own customer id (an admin may name
 * any); another customer's storyboard is 404, like one that does not exist.
 */

export const isAdmin = (caller: Customer): boolean => caller.role === ROLES.admin;

/** 403 unless `userId` is the caller's customer (an admin may name any). */
export function requireAiUser(caller: Customer, userId: number): void {
  if (userId !== caller.id && !isAdmin(caller)) throw new ApiError(403, CODES.AI_USER_MISMATCH, 'user_id must be your own customer id');
}

export const aiNotFound = (what = 'AI storyboard'): ApiError => new ApiError(404, CODES.AI_NOT_FOUND, `No such ${what}`);

/** The customer's storyboard (404 else). */
export async function aiStoryboardOf(db: Db, customerId: number, id: number): Promise<AiStoryboardRow> {
  const row = await aiRepository(db).find(id);
  if (!row || row.customerId !== customerId) throw aiNotFound();
  return row;
}

/** The customer's storyboard once generated, with its metadata (409 AI_NOT_READY while generating or after it failed). */
export async function generatedStoryboardOf(db: Db, customerId: number, id: number): Promise<AiStoryboardRow & { metadata: AiMetadata }> {
  const row = await aiStoryboardOf(db, customerId, id);
  const { metadata } = row;
  if (row.storyboardStatus !== AI_STATUS.Done || !metadata) {
    throw new ApiError(409, CODES.AI_NOT_READY, row.storyboardStatus === AI_STATUS.Failed ? 'The storyboard could not be generated' : 'The storyboard is still being generated');
  }
  return { ...row, metadata };
}
