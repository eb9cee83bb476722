import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const STARTS_WITH_LETTER = /^\p{L}/u;

/**
 * Up to two initials: the first letters of the first two words that start with a letter, in any script
 * ("Noura Al Mansouri" → "NA", "QA G 25546" → "QG", "ليلى فاروق" → "لف"); "?" when no word does.
 */
export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter((word) => STARTS_WITH_LETTER.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return initials.length === 0 ? '?' : initials.join('').toUpperCase();
}

/** Photo with an initials fallback when there is no photo or it fails to load; the photo host learns no page address (no referrer). */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(src) && !failed;
  return (
    <Circle $size={size} role="img" aria-label={name}>
      {showPhoto ? (
        <img src={src ?? undefined} alt="" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
