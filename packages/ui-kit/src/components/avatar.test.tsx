import { fireEvent, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';
import { renderWithTheme } from '../../test/render';

describe('Avatar', () => {
  test('when a name has several words, then the initials are the first letters of the first two', () => {
    expect(initialsOf('Noura Al Mansouri')).toBe('NA');
    expect(initialsOf('omar')).toBe('O');
    expect(initialsOf('   ')).toBe('?');
  });

  test('when some words start with a digit or a sign, then only the words that start with a letter count', () => {
    expect(initialsOf('QA G 25546')).toBe('QG');
    expect(initialsOf('25546 qa')).toBe('Q');
    expect(initialsOf('(Omar) Khalid Rahman')).toBe('KR');
    expect(initialsOf('12 34')).toBe('?');
  });

  test('when the name is written in Arabic, then its Arabic letters are the initials', () => {
    expect(initialsOf('ليلى فاروق')).toBe('لف');
    expect(initialsOf('  نورة\u00a0 المنصوري 7')).toBe('نا');
  });

  test('when there is no photo, then the initials are shown', () => {
    renderWithTheme(<Avatar name="Layla Farouk" />);

    expect(screen.getByRole('img', { name: 'Layla Farouk' }).textContent).toBe('LF');
  });

  test('when there is a photo, then it is loaded without a referrer (the photo host learns no page address)', () => {
    const { container } = renderWithTheme(<Avatar name="Noura Al Mansouri" src="https://cdn.padel.example/noura.jpg" />);

    expect(container.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  test('when the photo fails to load, then it falls back to the initials', () => {
    const { container } = renderWithTheme(<Avatar name="Khalid Rahman" src="https://example.invalid/k.jpg" />);
    const photo = container.querySelector('img');
    expect(photo).not.toBeNull();

    fireEvent.error(photo as HTMLImageElement);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Khalid Rahman' }).textContent).toBe('KR');
  });
});
