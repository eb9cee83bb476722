import { render, screen } from '@testing-library/react';
import { StartupError } from './startup-error';

describe('StartupError', () => {
  test('when the language is English, then it says the site could not start and offers Try again', () => {
    render(<StartupError language="en" />);

    expect(screen.getByRole('heading', { name: 'The site could not start' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('when the language is Arabic, then it says so in Arabic without the providers (its catalogs are bundled)', () => {
    render(<StartupError language="ar" />);

    expect(screen.getByRole('heading', { name: 'تعذّر تشغيل الموقع' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('لم نتمكن من الوصول إلى خوادم الدوري');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });
});
