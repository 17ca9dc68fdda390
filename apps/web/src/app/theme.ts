import {
  Alert,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Notification,
} from '@mantine/core';

/**
 * Soko green. Shade 7 is the filled colour in both schemes: white on it is 6.3:1, and as link text on
 * white it is 6.3:1. In the dark scheme links use shade 4, 5.3:1 on the dark body (WCAG AA needs 4.5:1).
 */
const brand: MantineColorsTuple = [
  '#e7f6f0',
  '#cfeadf',
  '#9fd4bf',
  '#6bbd9d',
  '#40a981',
  '#249c70',
  '#0f8a5f',
  '#0b6e4c',
  '#08583d',
  '#05432e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // A status is read whole: a narrow column makes its badge wider, never "APPR…" or "A…".
    Badge: Badge.extend({
      styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } },
    }),
    // A light alert writes its title in its own colour: yellow on its yellow tint is 2.7:1.
    Alert: Alert.extend({
      styles: { title: { color: 'var(--mantine-color-text)' } },
    }),
    // Mantine greys a titled notification's text to gray-6, which is 3.3:1 on white.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-text)' } },
    }),
  },
});

/** Mantine's dimmed, error and success text colours fall below 4.5:1; these replacements pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-brand-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-success': 'var(--mantine-color-brand-4)',
  },
});
