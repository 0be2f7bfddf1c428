import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from '@portal/shared-ui/router';
import { render, type RenderResult } from '@testing-library/react';
import { DeepStoryRoutes } from '../DeepStoryRoutes';

/** Shows the router's current path so tests can assert where a link went. */
function LocationProbe(): ReactElement {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders the remote's routes at `path`, as the host would mount it there. */
export function renderAt(path: string): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeepStoryRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
