import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, NotFoundCard, SignInGate, lazyPage } from '@padel/platform';

const HostDashboardPage = lazyPage(() => import('./pages/host-dashboard-page').then((module) => module.HostDashboardPage));
const MatchPage = lazyPage(() => import('./pages/match-page').then((module) => module.MatchPage));
const TournamentPage = lazyPage(() => import('./pages/tournament-page').then((module) => module.TournamentPage));

const gated = (page: ReactNode) => <SignInGate>{page}</SignInGate>;

export function HostRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/host-dashboard" element={gated(<HostDashboardPage />)} />
        <Route path="/host-dashboard/tournaments/:id" element={gated(<TournamentPage />)} />
        <Route path="/host-dashboard/tournaments/:id/matches/:matchId" element={gated(<MatchPage />)} />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </BrowserRouter>
  );
}
