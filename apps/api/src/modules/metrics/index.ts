/** The metrics module's public face: what other modules and the app's composition use. */
export { registerMetrics } from './metrics.plugin.ts';
