import { fireEvent, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';
import { renderWithTheme } from '../../test/render';

describe('Avatar', () => {
  test('when a name has several words, then the initials are the first and last', () => {
    expect(initialsOf('Noura Al Mansouri')).toBe('NM');
    expect(initialsOf('omar')).toBe('O');
    expect(initialsOf('   ')).toBe('?');
  });

  test('when there is no photo, then the initials are shown', () => {
    renderWithTheme(<Avatar name="Layla Farouk" />);

    expect(screen.getByRole('img', { name: 'Layla Farouk' }).textContent).toBe('LF');
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
