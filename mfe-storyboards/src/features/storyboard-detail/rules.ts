import { FEATURES, PROJECT_TYPES, ROLES, STORYBOARD_STATUSES, type Feature, type Role, type StoryboardDetail } from '@portal/shared-contracts';

/**
 * The Render tab (001 §6): for a Published storyboard of the Live or Dev project when the
 * user is an admin or a customer whose plan includes rendering (viewRender), or whenever
 * the status permits "render" for the same users.
 */
export function canSeeRenderTab(storyboard: Pick<StoryboardDetail, 'status' | 'project' | 'permittedActions'>, role: Role | null, features: readonly Feature[]): boolean {
  const entitled = role === ROLES.admin || features.includes(FEATURES.viewRender);
  if (!entitled) return false;
  const published = storyboard.status === STORYBOARD_STATUSES.Published;
  const inProject = storyboard.project.projectType === PROJECT_TYPES.Live || storyboard.project.projectType === PROJECT_TYPES.Dev;
  return (published && inProject) || storyboard.permittedActions.includes('render');
}
