import {
  formatStandardValue,
  STANDARD_METRIC_INFO,
  type StandardMetricDto,
  type StandardMetricKey,
  type StandardStatus,
} from '@soko/shared';
import type { AppDeps } from '../../deps.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { countStandards } from './standards.figures.repo.ts';
import { figureWindow, rate, statusRank } from './standards.rating.ts';
import { deleteKeptExcept, saveTold, toldOf, upsertKept } from './standards.repo.ts';
import { keptRating, thresholdsOf } from './standards.service.ts';

type Told = Partial<Record<StandardMetricKey, StandardStatus>>;

/**
 * What a vendor is told of: each metric whose status rose above what it was last told (ok to
 * alert, alert to over, ok to over). A metric that fell back is remembered lower without a notice,
 * so crossing again is told again.
 */
function toldChange(told: Told, metrics: StandardMetricDto[]): { crossed: StandardMetricDto[]; next: Told } {
  const next: Told = {};
  const crossed: StandardMetricDto[] = [];
  for (const metric of metrics) {
    const before = told[metric.key] ?? 'ok';
    if (statusRank(metric.status) > statusRank(before)) crossed.push(metric);
    if (metric.status !== 'ok') next[metric.key] = metric.status;
  }
  return { crossed, next };
}

const sameTold = (a: Told, b: Told) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, status]) => b[key as StandardMetricKey] === status);

function crossedLine(metric: StandardMetricDto): string {
  const { label } = STANDARD_METRIC_INFO[metric.key];
  const line = metric.status === 'over' ? `limit ${metric.limit}` : `alert ${metric.alert}`;
  const unit = STANDARD_METRIC_INFO[metric.key].unit === 'percent' ? ' %' : ' h';
  return `${label}: ${formatStandardValue(metric.key, metric.value)} (${line}${unit})`;
}

interface RefreshSummary {
  vendors: number;
  told: number;
}

/**
 * Counts every vendor's standards afresh over the window ending now, keeps them, and tells each
 * vendor once of what crossed a line since it was last told. Safe to repeat: a second run finds
 * nothing new to tell.
 */
export async function refreshStandards(deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log' | 'config' | 'clock'>) {
  const config = deps.config.standards;
  const now = deps.clock.now();
  const window = figureWindow(config, now);
  const { thresholds } = await thresholdsOf(deps.db);
  const counted = await countStandards(deps.db, window);
  const rated = counted.map((counts) => ({ counts, rating: rate(counts, thresholds, config.minSales) }));
  await deps.db.transaction(async (tx) => {
    await upsertKept(
      tx,
      rated.map(({ counts, rating }) => ({
        ...counts,
        computedAt: now,
        windowFrom: window.from,
        ...keptRating(rating),
      })),
    );
    await deleteKeptExcept(
      tx,
      counted.map((counts) => counts.vendorId),
    );
  });
  const toldBefore = await toldOf(deps.db);
  const deliveries: NoticeDelivery[] = [];
  let told = 0;
  for (const { counts, rating } of rated) {
    const before = toldBefore.get(counts.vendorId) ?? {};
    const { crossed, next } = toldChange(before, rating.metrics);
    if (crossed.length === 0 && sameTold(before, next)) continue;
    const delivery = await deps.db.transaction(async (tx) => {
      await saveTold(tx, counts.vendorId, next);
      if (crossed.length === 0) return undefined;
      const worst = crossed.some((metric) => metric.status === 'over') ? 'over a limit' : 'past an alert';
      const lines = crossed.map(crossedLine);
      return notifyIn(deps, tx, {
        kind: 'standards.changed',
        to: { vendorId: counts.vendorId },
        title: `Service standards: ${crossed.map((metric) => STANDARD_METRIC_INFO[metric.key].label.toLowerCase()).join(', ')} ${worst}`,
        body: lines.join('; '),
        link: '/standards',
        email: (recipient) => ({
          to: recipient.email,
          template: 'standardsChanged',
          data: { firstName: recipient.firstName, lines },
        }),
      });
    });
    if (delivery) {
      told += 1;
      deliveries.push(delivery);
    }
  }
  await publishNotices(deps, ...deliveries);
  return { vendors: counted.length, told } satisfies RefreshSummary;
}

export const STANDARDS_REFRESH_JOB = 'standards.refresh';
const DAY_MS = 86_400_000;

/** Daily; "Run now" on the Jobs screen counts at once (after a change of thresholds, the route starts it). */
export function standardsRefreshJob(): JobDefinition {
  return {
    name: STANDARDS_REFRESH_JOB,
    description: "Counts every vendor's service standards and tells those whose figures crossed a line",
    intervalMs: DAY_MS,
    disabledReason: null,
    async run(deps) {
      return { ...(await refreshStandards(deps)) };
    },
  };
}
