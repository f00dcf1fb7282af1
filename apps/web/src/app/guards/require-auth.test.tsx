import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ProfileNotFoundDialog } from '../../features/auth/components/profile-not-found-dialog';
import { logout } from '../../lib/session/logout';
import { SessionContext, type Session, type SessionStatus } from '../../lib/session/session-context';
import { RequireAuth } from './require-auth';

vi.mock('../../lib/session/logout', () => ({
  logout: vi.fn(() => Promise.resolve()),
  isLeavingAfterLogout: () => false,
}));

const sessionOf = (status: SessionStatus): Session => ({
  status,
  isAuthenticated: status !== 'signedOut',
  me: undefined,
  error: new Error('The registry could not load your profile.'),
  permissions: null,
  selectedCompany: null,
  selectCompany: () => undefined,
  defaultPath: '/holdings',
});

function renderAt(status: SessionStatus) {
  return render(
    <SessionContext.Provider value={sessionOf(status)}>
      <MemoryRouter initialEntries={['/holdings']}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/holdings" element={<h1>Holdings</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
        <ProfileNotFoundDialog />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('signed-in routes while the user loads, and when the profile is missing (platform spec §2)', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('a full-screen loader blocks the page while the user is loading', () => {
    renderAt('loading');
    const overlay = screen.getByRole('progressbar', { name: 'Loading your profile' });
    expect(getComputedStyle(overlay).position).toBe('fixed');
    expect(screen.queryByRole('heading', { name: 'Holdings' })).toBeNull();
  });

  it('the page shows once the user is in', () => {
    renderAt('signedIn');
    expect(screen.getByRole('heading', { name: 'Holdings' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("an unknown profile: 'Sorry, we couldn't find your profile.' and 'Go back to home page' logs out", () => {
    renderAt('profileMissing');
    const dialog = screen.getByRole('dialog', { name: "Sorry, we couldn't find your profile." });
    expect(screen.queryByRole('heading', { name: 'Holdings' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back to home page' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('any other failure to load the profile shows the generic error screen', () => {
    renderAt('failed');
    expect(screen.getByRole('heading', { name: 'Something Went Wrong:' })).toBeTruthy();
    expect(screen.getByText('The registry could not load your profile.')).toBeTruthy();
  });
});
