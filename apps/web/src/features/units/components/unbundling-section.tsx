import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { routePath } from '@safc/domain';
import type { LinkedUnit, UnitDetail } from '../api/get-unit';
import { DetailSection } from '../../../components/issue-form-view/detail-section';

/** The unit page when the caller may open it; otherwise its public page, which anyone may read. */
function UnitLink({ unit }: { unit: LinkedUnit }) {
  const to = unit.viewable
    ? routePath('UNIT_VIEW', { unitId: unit.id })
    : `/registry/${encodeURIComponent(unit.serial)}`;
  return (
    <Link component={RouterLink} to={to}>
      {unit.serial}
    </Link>
  );
}

/**
 * Unbundling both ways (DESIGN §5, Issue-meta): a SAFcE names the SAFcA it was issued from; a SAFcA lists
 * the SAFcE issued from it. Nothing is shown for a unit that was never unbundled.
 */
export function UnbundlingSection({ unit }: { unit: UnitDetail }) {
  if (unit.originSafca)
    return (
      <DetailSection
        title="Issued from"
        items={[{ label: 'Originating SAFcA', value: <UnitLink unit={unit.originSafca} /> }]}
      />
    );
  if (unit.safceIssued.length === 0) return null;
  return (
    <DetailSection
      title="SAFcE issued from this unit"
      items={unit.safceIssued.map((safce) => ({
        label: `${safce.volume} t`,
        value: <UnitLink unit={safce} />,
      }))}
    />
  );
}
