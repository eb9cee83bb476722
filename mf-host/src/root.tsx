import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundCard, SignInGate } from '@padel/platform';
import { HostDashboardPage } from './pages/host-dashboard-page';

export function HostRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/host-dashboard"
          element={
            <SignInGate>
              <HostDashboardPage />
            </SignInGate>
          }
        />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </BrowserRouter>
  );
}
