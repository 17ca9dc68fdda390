/**
 * What other features may use of the service standards: the dashboard's card, the Standards tab of a
 * vendor's page for staff, and the cache keys.
 */
export { StandardsCard } from './components/standards-card.tsx';
export { VendorStandardsPanel } from './components/vendor-standards-panel.tsx';
export { standardsKeys } from './keys.ts';
