import { SlidingWindowLimits } from '@padel/service-kit';

/** The service's business limits (invitations, invitation mails), counted in its own database (decision 193). */
export const businessLimits = SlidingWindowLimits.inServiceDatabase();
