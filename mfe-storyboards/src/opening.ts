import type { UnknownAction } from '@reduxjs/toolkit';
import { ROUTES } from '@portal/shared-contracts/core';
import { matchPath } from '@portal/shared-ui/router';
import { listOpened } from './features/storyboard-list/slice';
import { VIEWS, viewOf } from './views';

/**
 * The actions the page at a location opens with, dispatched at mount before it renders
 * (createRemoteLifecycles' `opening`): My Storyboards' first search then travels while the
 * page renders, and the cards' images follow sooner (issue 19).
 */
export function openingActions({ pathname, search }: { readonly pathname: string; readonly search: string }): UnknownAction[] {
  if (!matchPath(ROUTES.storyboards, pathname)) return [];
  return viewOf(new URLSearchParams(search)) === VIEWS.mine ? [listOpened()] : [];
}
