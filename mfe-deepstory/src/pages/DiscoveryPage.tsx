import type { ReactElement } from 'react';
import { DiscoveryPage as DiscoveryForm } from '../features/discovery/DiscoveryPage';

/** /deepstory/discovery (002 §2): the brief. */
function DiscoveryPage(): ReactElement {
  return <DiscoveryForm />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default DiscoveryPage;
