import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Tab, TabList, TabPanel, Tabs } from './tabs';
import { renderWithTheme } from '../../test/render';

function Harness() {
  const [value, setValue] = useState('one');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabList label="Example">
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
      <TabPanel value="one">Panel one</TabPanel>
      <TabPanel value="two">Panel two</TabPanel>
      <TabPanel value="three">Panel three</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  test('when rendered, then only the selected tab is focusable and its panel is labelled by it', () => {
    renderWithTheme(<Harness />);

    const one = screen.getByRole('tab', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Two' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('Panel one');
  });

  test('when ArrowRight is pressed, then the next tab is focused and selected', () => {
    renderWithTheme(<Harness />);
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();

    fireEvent.keyDown(one, { key: 'ArrowRight' });

    const two = screen.getByRole('tab', { name: 'Two' });
    expect(document.activeElement).toBe(two);
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel two');
  });

  test('when ArrowLeft is pressed on the first tab, then selection wraps to the last', () => {
    renderWithTheme(<Harness />);
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();

    fireEvent.keyDown(one, { key: 'ArrowLeft' });

    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
  });

  test('when End and Home are pressed, then the last and first tabs are selected', () => {
    renderWithTheme(<Harness />);
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();

    fireEvent.keyDown(one, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Tabs right to left', () => {
  test('when ArrowLeft is pressed on an Arabic page, then the next tab (on the left) is selected', () => {
    renderWithTheme(<Harness />, { language: 'ar' });
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();

    fireEvent.keyDown(one, { key: 'ArrowLeft' });

    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
  });

  test('when ArrowRight is pressed on the first tab of an Arabic page, then selection wraps to the last', () => {
    renderWithTheme(<Harness />, { language: 'ar' });
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();

    fireEvent.keyDown(one, { key: 'ArrowRight' });

    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
  });
});
