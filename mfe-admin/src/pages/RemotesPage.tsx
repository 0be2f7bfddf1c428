import type { ReactElement } from 'react';
import { RemoteOpsView } from '../features/remote-ops';

/** /admin/remotes: the remotes' releases and load figures (issue 18, ours). */
function RemotesPage(): ReactElement {
  return <RemoteOpsView />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default RemotesPage;
