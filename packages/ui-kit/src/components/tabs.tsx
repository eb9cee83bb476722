import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/global-style';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tab components must be used inside <Tabs>');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/** Controlled tabs (WAI-ARIA tabs pattern, automatic activation with arrow keys, Home and End). */
export function Tabs({ value, onValueChange, children }: { value: string; onValueChange: (value: string) => void; children: ReactNode }) {
  const baseId = useId();
  return <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>{children}</TabsContext.Provider>;
}

const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const TabButton = styled.button`
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${focusRing}
`;

export function TabList({ children, label }: { children: ReactNode; label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    // The arrows follow the reading direction: in Arabic (right to left) ArrowLeft goes to the next tab.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = (current + 1) % tabs.length;
    const previous = (current - 1 + tabs.length) % tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: tabs.length - 1,
    };
    const index = targets[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const target = tabs[index];
    target?.focus();
    target?.click();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </List>
  );
}

export function Tab({ value, children, disabled }: { value: string; children: ReactNode; disabled?: boolean }) {
  const { value: selected, select, baseId } = useTabs();
  const isSelected = value === selected;
  return (
    <TabButton
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
    >
      {children}
    </TabButton>
  );
}

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const { value: selected, baseId } = useTabs();
  if (value !== selected) return null;
  return (
    <Panel role="tabpanel" id={panelId(baseId, value)} aria-labelledby={tabId(baseId, value)} tabIndex={0}>
      {children}
    </Panel>
  );
}
