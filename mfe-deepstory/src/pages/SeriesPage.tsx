import type { ReactElement } from 'react';
import { SeriesPage as SeriesHistory } from '../features/series/SeriesPage';

/** /deepstory/discovery/series?user_id= (002 §2): the series history. */
function SeriesPage(): ReactElement {
  return <SeriesHistory />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default SeriesPage;
