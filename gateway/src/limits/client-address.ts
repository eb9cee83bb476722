/** The key limits count a client address under: one rule for the gateway and the services (service-kit). */
export { clientAddressKey } from '@padel/service-kit';
