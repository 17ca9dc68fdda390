import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconMoon, IconSun } from '@tabler/icons-react';
import { alertWarning } from '../../lib/alerts.ts';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Dark mode"
      aria-pressed={isDark}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}

export function FullscreenToggle() {
  const { fullscreen, toggle } = useFullscreenDocument();
  // Some browsers (iPhone Safari, embedded frames) cannot show a page full screen.
  if (!document.fullscreenEnabled) return null;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Full screen"
      aria-pressed={fullscreen}
      onClick={() => toggle().catch(() => alertWarning('Full screen is not available'))}
    >
      {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
    </ActionIcon>
  );
}
