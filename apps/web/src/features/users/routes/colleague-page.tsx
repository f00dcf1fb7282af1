import { useParams } from 'react-router';
import { UserView } from '../components/user-view';

/** /colleagues/{userId}: a colleague of the selected company. */
export function ColleaguePage() {
  const { userId = '' } = useParams();
  return <UserView userId={userId} listPath="/colleagues" listTitle="Colleagues" />;
}
