import { LazyAlert } from '../../../components/lazy-alert';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { usePublicUnitById } from '../api/get-public-unit-page';
import { publicUnitPath as unitPath } from '@safc/domain';

/** /retirement?unit={id}, the unit page's first address (decision 008): now sent on to /registry/{serial}. */
export function OldUnitAddressRedirect({ unitId }: { unitId: string }) {
  const unit = usePublicUnitById(unitId);
  if (unit.data) return <Navigate to={unitPath(unit.data.serial)} replace />;
  if (unit.isError) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Unit not found
        </Typography>
        <LazyAlert severity="warning">This unit is not in the public registry.</LazyAlert>
      </>
    );
  }
  return <LoadingOverlay label="Opening the unit" />;
}
