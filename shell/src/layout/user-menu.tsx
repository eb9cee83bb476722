import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, LogOutIcon, SignInIcon, Tooltip, UserIcon, focusRing, media } from '@padel/ui-kit';
import { useAuth, useSignInAction } from '@padel/platform';
import { T, useT } from '../i18n';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled(Button)`
  max-width: 220px;
  span {
    display: none;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${media.sm} {
    span {
      display: inline-block;
      max-width: 170px;
      white-space: nowrap;
      vertical-align: bottom;
    }
  }
`;

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  z-index: 50;
  min-width: 220px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const MenuLabel = styled.p`
  padding: 8px 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 4px;
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

/** The sign-in icon's room while the session is checked: the actions beside it do not move when it comes. */
const SessionCheckPlace = styled.span`
  display: inline-block;
  flex: none;
  width: 40px;
  height: 40px;
`;

/**
 * Only when authentication is configured and the session check has finished: the account email with a
 * Sign Out item when signed in, or a sign-in icon button when signed out (its room kept during the check).
 */
export function UserMenu() {
  const { status, user, signOut } = useAuth();
  const onSignIn = useSignInAction();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useT();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (status === 'signed-out') {
    return (
      <Tooltip content={t('userMenu.signIn')}>
        <Button $variant="ghost" $size="icon" aria-label={t('userMenu.signIn')} onClick={onSignIn}>
          <SignInIcon />
        </Button>
      </Tooltip>
    );
  }
  if (status === 'loading') return <SessionCheckPlace aria-hidden="true" data-testid="session-check-place" />;
  if (status !== 'signed-in' || !user) return null;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <Wrapper ref={wrapperRef}>
      {/* The tooltip has the whole address where the button shortens it. */}
      <Tooltip content={user.email}>
        <Trigger
          ref={triggerRef}
          $variant="outline"
          $size="sm"
          aria-label={user.email}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
          data-testid="user-menu"
        >
          <UserIcon size={16} />
          <span>{user.email}</span>
        </Trigger>
      </Tooltip>
      {open ? (
        <Menu
          id={menuId}
          role="menu"
          aria-label={t('userMenu.account')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <MenuLabel>{user.email}</MenuLabel>
          <MenuItem
            role="menuitem"
            autoFocus
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOutIcon size={16} />
            <T id="userMenu.signOut" />
          </MenuItem>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
