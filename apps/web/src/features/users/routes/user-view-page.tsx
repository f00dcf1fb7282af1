import { useParams } from 'react-router';
import { UserView } from '../components/user-view';

/** /users/{userId}: the administrator's view of a user. */
export function UserViewPage() {
  const { userId = '' } = useParams();
  return <UserView userId={userId} listPath="/users" listTitle="Users" />;
}
