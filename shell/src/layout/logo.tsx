import styled from 'styled-components';
import { onLinkClick } from '../navigation';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.1rem;
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.primary});
  color: ${({ theme }) => theme.colors.accent};
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

/** Ball-and-court mark with the league name; links home. */
export function Logo() {
  return (
    <Link href="/" onClick={(event) => onLinkClick(event)} aria-label="Padel League home">
      <Mark aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M4.5 7.5c4 1 6 4.5 5 9.5M19.5 16.5c-4-1-6-4.5-5-9.5" />
        </svg>
      </Mark>
      <span>
        Padel <Accent>League</Accent>
      </span>
    </Link>
  );
}
