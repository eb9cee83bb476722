// Light and dark themes: deep navy and teal with a sand/gold accent, system fonts.
export type ThemeMode = 'light' | 'dark';

export interface PadelTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    secondary: string;
    secondaryText: string;
    accent: string;
    accentText: string;
    /** The accent as text on the page's surfaces (the accent itself is too light on white to read). */
    accentInk: string;
    /** The destructive colour as small text on the page's surfaces. */
    destructiveInk: string;
    destructive: string;
    destructiveText: string;
    success: string;
    focusRing: string;
    overlay: string;
    heroFrom: string;
    heroTo: string;
  };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  fonts: { body: string; mono: string };
  breakpoints: { sm: string; md: string; lg: string };
  layout: { maxWidth: string; headerHeight: string };
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
};

export const lightTheme: PadelTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef2f5',
    text: '#0b1b2b',
    textMuted: '#4a5a6a',
    border: '#d5dde5',
    primary: '#0d4f5c',
    primaryHover: '#0a3f4a',
    primaryText: '#ffffff',
    secondary: '#e3ecef',
    secondaryText: '#0b1b2b',
    accent: '#c99a2e',
    accentText: '#1b1403',
    accentInk: '#876410',
    destructiveInk: '#b42318',
    destructive: '#b42318',
    destructiveText: '#ffffff',
    success: '#1f7a4d',
    focusRing: '#2f80ed',
    overlay: 'rgba(6, 16, 28, 0.6)',
    heroFrom: '#0b1f3a',
    heroTo: '#0d4f5c',
  },
  shadows: {
    sm: '0 1px 2px rgba(11, 27, 43, 0.08)',
    md: '0 4px 14px rgba(11, 27, 43, 0.10)',
    lg: '0 18px 48px rgba(11, 27, 43, 0.22)',
  },
};

export const darkTheme: PadelTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#08121f',
    surface: '#0f1d2e',
    surfaceMuted: '#16283d',
    text: '#e8eef4',
    textMuted: '#a3b3c4',
    border: '#26384d',
    primary: '#2bb3a3',
    primaryHover: '#3ccab9',
    primaryText: '#04121a',
    secondary: '#1c3048',
    secondaryText: '#e8eef4',
    accent: '#e2b64e',
    accentText: '#1b1403',
    accentInk: '#e2b64e',
    destructiveInk: '#ff6b6f',
    destructive: '#e5484d',
    destructiveText: '#ffffff',
    success: '#3dd68c',
    focusRing: '#7cb8ff',
    overlay: 'rgba(0, 0, 0, 0.7)',
    heroFrom: '#06101d',
    heroTo: '#0d3b44',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, PadelTheme> = { light: lightTheme, dark: darkTheme };

/** Media query helper: `${media.md} { ... }` applies from that width up. */
export const media = {
  sm: `@media (min-width: ${shared.breakpoints.sm})`,
  md: `@media (min-width: ${shared.breakpoints.md})`,
  lg: `@media (min-width: ${shared.breakpoints.lg})`,
  belowMd: `@media (max-width: 767.98px)`,
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PadelTheme {}
}
