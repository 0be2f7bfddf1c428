import { FEATURES, ROLES, type Feature, type Role } from '@portal/shared-contracts/core';
import { isRenderableStoryboard, type StoryboardDetail } from '@portal/shared-contracts/storyboards';

/**
 * The Render tab (001 §6): for a Published storyboard of the Live or Dev project when the
 * user is an admin or a customer whose plan includes rendering (viewRender), or whenever
 * the status permits "render" for the same users. The api holds the same rule.
 */
export function canSeeRenderTab(storyboard: Pick<StoryboardDetail, 'status' | 'project' | 'permittedActions'>, role: Role | null, features: readonly Feature[]): boolean {
  const entitled = role === ROLES.admin || features.includes(FEATURES.viewRender);
  return entitled && isRenderableStoryboard(storyboard.status, storyboard.project.projectType, storyboard.permittedActions);
}
