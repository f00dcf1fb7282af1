import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
