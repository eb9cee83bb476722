import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundCard, SignInGate } from '@padel/platform';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { EnterTournamentPage } from './pages/enter-tournament-page';
import { MyTeamsPage } from './pages/my-teams-page';
import { ProfilePage } from './pages/profile-page';

/** Routes of mf-teams; every page needs a session (accept shows its own states first). */
export function TeamsRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/my-teams"
          element={
            <SignInGate>
              <MyTeamsPage />
            </SignInGate>
          }
        />
        <Route
          path="/enter-tournament"
          element={
            <SignInGate>
              <EnterTournamentPage />
            </SignInGate>
          }
        />
        <Route
          path="/profile"
          element={
            <SignInGate>
              <ProfilePage />
            </SignInGate>
          }
        />
        <Route path="/accept" element={<AcceptInvitationPage />} />
        <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </BrowserRouter>
  );
}
