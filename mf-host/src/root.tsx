import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundCard, SignInGate } from '@padel/platform';
import { HostDashboardPage } from './pages/host-dashboard-page';
import { MatchPage } from './pages/match-page';
import { TournamentPage } from './pages/tournament-page';

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
