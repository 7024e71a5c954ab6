// The two-factor module's parts that other screens show: its section in the profile's security tab,
// the organization's policy in the settings, the reset in the users list. The shell hands them over,
// each loaded with the screen that shows it, so that no module imports another (ARCHITECTURE.md).
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';

import type { TwoFactorResetCell } from '../modules/two-factor/two-factor-reset';
import { LoadingIndicator } from './loading-indicator';

const Section = lazy(() =>
  import('../modules/two-factor/two-factor-section').then((module) => ({ default: module.TwoFactorSection })),
);
const PolicySection = lazy(() =>
  import('../modules/two-factor/two-factor-policy-section').then((module) => ({
    default: module.TwoFactorPolicySection,
  })),
);
const ResetCell = lazy(() =>
  import('../modules/two-factor/two-factor-reset').then((module) => ({ default: module.TwoFactorResetCell })),
);

/** The user's own two-factor authentication: set up, recovery codes, turn off. */
export function TwoFactorSectionSlot() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Section />
    </Suspense>
  );
}

/** Whether the organization requires two-factor authentication (its admins). */
export function TwoFactorPolicySlot() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <PolicySection />
    </Suspense>
  );
}

/** A user's two-factor state in the users list, with the admin's reset after a lost phone. */
export function TwoFactorResetSlot(props: ComponentProps<typeof TwoFactorResetCell>) {
  return (
    <Suspense fallback={null}>
      <ResetCell {...props} />
    </Suspense>
  );
}
