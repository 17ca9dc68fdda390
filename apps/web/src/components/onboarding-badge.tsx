import { Badge } from '@mantine/core';
import { ONBOARDING_STATE_LABEL, type OnboardingState } from '@soko/shared';

/**
 * Filled shades that keep the text at WCAG AA contrast: white on brand green 7 and red 9, black on
 * yellow 4 (autoContrast), white on gray 7.
 */
const COLOUR: Record<OnboardingState, string> = {
  active: 'brand.7',
  deactivated: 'red.9',
  rejected: 'red.9',
  awaitingReview: 'yellow.4',
  documentsNeeded: 'yellow.4',
  notActivated: 'yellow.4',
  emailNotVerified: 'gray.7',
  passwordNotSet: 'gray.7',
};

/** Where an account stands in onboarding (the users and vendors lists). */
export function OnboardingBadge({ state }: { state: OnboardingState }) {
  return (
    <Badge variant="filled" color={COLOUR[state]} autoContrast>
      {ONBOARDING_STATE_LABEL[state]}
    </Badge>
  );
}
