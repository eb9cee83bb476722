import { CourtName, isolated, UserText } from './user-text';
import { renderWithTheme } from '../../test/render';

describe('UserText and CourtName (decision 195)', () => {
  test('when a name is shown in a line, then it is isolated in a bdi; a plain string between isolate marks', () => {
    const { container } = renderWithTheme(
      <p>
        Point to <UserText>ريم / سالم</UserText>
      </p>,
    );
    expect(container.querySelector('p bdi')?.textContent).toBe('ريم / سالم');
    expect(isolated('Omar')).toBe('\u2068Omar\u2069');
  });

  test('when a court is a number, then it reads Court N in the reader’s language; a name stays as entered, isolated', () => {
    const { container } = renderWithTheme(
      <>
        <span data-testid="number">
          <CourtName court="2" />
        </span>
        <span data-testid="older">
          <CourtName court="Court 3" />
        </span>
        <span data-testid="name">
          <CourtName court="Centre" />
        </span>
      </>,
      { language: 'ar' },
    );
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect([text('number'), text('older'), text('name')]).toEqual(['الملعب 2', 'الملعب 3', 'Centre']);
    expect(container.querySelector('[data-testid="name"] bdi')).not.toBeNull();
  });
});
