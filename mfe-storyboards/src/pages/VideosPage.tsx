import type { ReactElement } from 'react';
import { VideosLibraryPage } from '../features/videos/VideosLibraryPage';

/** /videos (001 §2): the videos library. The host's area gate shows the upgrade panel to plans without it. */
function VideosPage(): ReactElement {
  return <VideosLibraryPage />;
}

// The route's lazy chunk (lazyRoutes needs a default export).
export default VideosPage;
