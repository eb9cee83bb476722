import { BrowserRouter, Route, Routes, NotFoundCard, SignInGate, lazyPage } from '@padel/platform';

const AcceptInvitationPage = lazyPage(() => import('./pages/accept-invitation-page').then((module) => module.AcceptInvitationPage));
const EnterTournamentPage = lazyPage(() => import('./pages/enter-tournament-page').then((module) => module.EnterTournamentPage));
const MyTeamsPage = lazyPage(() => import('./pages/my-teams-page').then((module) => module.MyTeamsPage));
const ProfilePage = lazyPage(() => import('./pages/profile-page').then((module) => module.ProfilePage));

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
