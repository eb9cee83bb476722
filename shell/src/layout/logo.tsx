import type { Ref } from 'react';
import styled from 'styled-components';
import { media } from '@padel/ui-kit';
import { onLinkClick } from '../navigation';
import { useIntl } from 'react-intl';
import { useT, type ShellMessageId } from '../i18n';

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
  flex-shrink: 0;
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

/**
 * The league's name beside the mark; a collapsible one shows from 480 px only (the header's actions need the room).
 * Beside the mark only, it leaves the row but stays measurable (the header tells when it fits again).
 */
const Name = styled.span<{ $collapsible: boolean; $hidden: boolean }>`
  ${({ $collapsible }) =>
    $collapsible &&
    `
    display: none;
    ${media.sm} {
      display: inline;
    }
  `}
  ${({ $hidden }) =>
    $hidden &&
    `
    position: absolute;
    visibility: hidden;
    pointer-events: none;
  `}
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.accentInk};
`;

/**
 * Ball-and-court mark with the league name; links home. `collapsible`: the name only from 480 px (the mark always);
 * `markOnly`: the mark alone where the header needs the name's room for its links.
 */
export function Logo({
  collapsible = false,
  markOnly = false,
  nameRef,
}: {
  collapsible?: boolean;
  markOnly?: boolean;
  nameRef?: Ref<HTMLSpanElement>;
}) {
  const t = useT();
  const intl = useIntl();
  // formatMessage for the rich text (ui-kit's <T> takes no tag functions); the id stays checked against the catalog.
  const name = intl.formatMessage({ id: 'brand.name' satisfies ShellMessageId }, { accent: (chunks) => <Accent>{chunks}</Accent> });
  return (
    <Link href="/" onClick={(event) => onLinkClick(event)} aria-label={t('brand.home')}>
      <Mark aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M4.5 7.5c4 1 6 4.5 5 9.5M19.5 16.5c-4-1-6-4.5-5-9.5" />
        </svg>
      </Mark>
      <Name ref={nameRef} $collapsible={collapsible} $hidden={markOnly}>
        {name}
      </Name>
    </Link>
  );
}
