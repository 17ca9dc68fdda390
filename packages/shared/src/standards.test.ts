import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STANDARD_THRESHOLDS,
  formatStandardValue,
  standardStatusOf,
  standardThresholdsSchema,
} from './standards.ts';

describe('service standards', () => {
  it('puts a figure over its limit only strictly past it, and a minimum the other way', () => {
    const late = DEFAULT_STANDARD_THRESHOLDS.lateDispatchRate;
    expect(standardStatusOf('lateDispatchRate', 8, late)).toBe('ok');
    expect(standardStatusOf('lateDispatchRate', 8.01, late)).toBe('alert');
    expect(standardStatusOf('lateDispatchRate', 10, late)).toBe('alert');
    expect(standardStatusOf('lateDispatchRate', 10.01, late)).toBe('over');
    const tracking = DEFAULT_STANDARD_THRESHOLDS.validTrackingRate;
    expect(standardStatusOf('validTrackingRate', 95, tracking)).toBe('ok');
    expect(standardStatusOf('validTrackingRate', 94.99, tracking)).toBe('alert');
    expect(standardStatusOf('validTrackingRate', 89.99, tracking)).toBe('over');
    expect(standardStatusOf('caseResponseHours', null, DEFAULT_STANDARD_THRESHOLDS.caseResponseHours)).toBe('ok');
  });

  it('accepts the defaults and refuses an alert past its limit, with the metric named', () => {
    expect(standardThresholdsSchema.safeParse(DEFAULT_STANDARD_THRESHOLDS).success).toBe(true);
    const upsideDown = standardThresholdsSchema.safeParse({
      ...DEFAULT_STANDARD_THRESHOLDS,
      validTrackingRate: { alert: 80, limit: 90 },
    });
    expect(upsideDown.error?.issues[0]?.message).toBe(
      'Valid tracking: the alert must not be below the limit (it is a minimum)',
    );
  });

  it('reads percentages and hours as people write them', () => {
    expect(formatStandardValue('lateDispatchRate', 83.333)).toBe('83.33 %');
    expect(formatStandardValue('caseResponseHours', 26.46)).toBe('26.5 h');
    expect(formatStandardValue('defectRate', null)).toBe('—');
  });
});
