import { scrollToSection } from './scroll';

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('when the section exists, then the window scrolls to it minus 80 px', () => {
    const section = document.createElement('section');
    section.id = 'rankings';
    document.body.appendChild(section);
    section.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    expect(scrollToSection('rankings')).toBe(true);

    expect(scrollTo).toHaveBeenCalledWith({ top: 540, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  test('when the section does not exist, then nothing scrolls', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    expect(scrollToSection('missing')).toBe(false);

    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
