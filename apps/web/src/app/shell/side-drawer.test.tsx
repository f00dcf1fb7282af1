import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { SIDE_MENU_LABELS } from '@safc/domain';
import { SideDrawer } from './side-drawer';

describe('<SideDrawer> (platform spec §2 "Shell")', () => {
  afterEach(() => cleanup());

  it('the rail names the first item "Company information", as the side menu does', () => {
    render(
      <MemoryRouter>
        <SideDrawer
          entries={[
            {
              name: 'COMPANY',
              label: SIDE_MENU_LABELS.COMPANY,
              path: '/company',
              Icon: BusinessOutlinedIcon,
            },
          ]}
          mobileOpen={false}
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(within(rail).getByRole('link').textContent).toBe('Company information');
  });
});
