import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, type FeeSchedule } from '@safc/domain';
import { SectionCard } from '../../../components/section-card';
import { FeeRatesTable } from './fee-rates-table';
import { FeeScheduleDialog } from './fee-schedule-dialog';

/**
 * The fee schedule (DESIGN §9): the version in force, any version of its history to read, and for
 * administrators a new version.
 */
export function FeeScheduleCard({ schedule, editable }: { schedule: FeeSchedule; editable: boolean }) {
  const [shown, setShown] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const version =
    schedule.versions.find((candidate) => candidate.version === shown) ??
    schedule.inForce ??
    schedule.versions[0];
  if (!version) return <Alert severity="info">No fee schedule is set.</Alert>;
  const inForce = version.version === schedule.inForce?.version;
  return (
    <SectionCard
      title="Fee schedule"
      actions={
        editable && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            New version
          </Button>
        )
      }
    >
      <TextField
        select
        size="small"
        label="Version"
        value={version.version}
        onChange={(event) => setShown(Number(event.target.value))}
        sx={{ minWidth: 260, mb: 1.5 }}
      >
        {schedule.versions.map((candidate) => (
          <MenuItem key={candidate.version} value={candidate.version}>
            Version {candidate.version}, from {formatDate(candidate.effectiveFrom)}
            {candidate.version === schedule.inForce?.version ? ' (in force)' : ''}
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {inForce ? 'In force' : 'Applies'} from {formatDate(version.effectiveFrom)}
        {version.createdByName ? `, saved by ${version.createdByName}` : ", the registry's default schedule"}.
      </Typography>
      <FeeRatesTable rates={version} />
      {editing && schedule.inForce && (
        <FeeScheduleDialog schedule={schedule} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}
