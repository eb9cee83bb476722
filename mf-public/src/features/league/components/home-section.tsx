import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon, Container, SpreadRow } from '@padel/ui-kit';
import { AppLink } from '@padel/platform';

const Section = styled(Container)`
  padding-top: 48px;
`;

const SectionHeader = styled(SpreadRow)`
  align-items: baseline;
  gap: 12px;
  margin-bottom: 20px;
  h2 {
    font-size: 1.6rem;
    font-weight: 800;
  }
`;

const MoreLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** A Home section: heading with a link to the full page, then its content. */
export function HomeSection({
  id,
  title,
  link,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  link: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Section as="section" id={id} aria-labelledby={`${id}-heading`}>
      <SectionHeader>
        <h2 id={`${id}-heading`}>{title}</h2>
        <MoreLink href={link}>
          {linkLabel} <ChevronRightIcon size={16} />
        </MoreLink>
      </SectionHeader>
      {children}
    </Section>
  );
}
