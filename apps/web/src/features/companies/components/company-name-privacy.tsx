import FormControlLabel from '@mui/material/FormControlLabel';
import type { CompanyView } from '@safc/domain';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { useSetNamePrivacy } from '../api/set-name-privacy';

/**
 * The company-name privacy switch, for the company's representatives and administrators: it takes effect
 * at once on the public registry, the public retirement table and other companies' transfer lists.
 */
export function CompanyNamePrivacy({ company, mayChange }: { company: CompanyView; mayChange: boolean }) {
  const privacy = useSetNamePrivacy(company.id);
  const checked = privacy.isPending ? Boolean(privacy.variables) : company.isNamePrivate;
  return (
    <SectionCard title="Name on public pages">
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!mayChange || privacy.isPending}
            onChange={(event) => privacy.mutate(event.target.checked)}
          />
        }
        label="Keep the company name private"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {checked
          ? 'The public registry, its exports and certificates show "Name withheld by the company" instead of the name, and withhold it as fuel producer; other companies see neither the name nor your account names in their lists; administrators still see it.'
          : 'The public registry and retirement table show the name on the units this company claims or is named in, and other companies see it when they choose where to transfer.'}
      </Typography>
    </SectionCard>
  );
}
