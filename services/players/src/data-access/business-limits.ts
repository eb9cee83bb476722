import { SlidingWindowLimits } from '@padel/service-kit';

/** The service's business limits (sign-ups per client address), counted in its own database (decision 193). */
export const businessLimits = SlidingWindowLimits.inServiceDatabase();
