import type { ReactElement } from 'react';
import { useParams } from '@portal/shared-ui/router';
import { UserDetail } from '../features/user-detail';

/** /admin/users/:username (002 §2): the inner user page of the Users tab. */
function UserPage(): ReactElement {
  const { username = '' } = useParams();
  return <UserDetail username={username} />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default UserPage;
