import { AU_STATES } from './constants.ts';

export type AuState = (typeof AU_STATES)[number];

type Range = readonly [from: number, to: number];

/**
 * Australia Post's published postcode ranges for each state and territory. Norfolk Island (2899)
 * falls in NSW's range and Christmas Island (6798) and the Cocos (Keeling) Islands (6799) in WA's,
 * as Australia Post addresses them; the Jervis Bay Territory (2540) is listed under ACT below.
 */
const STATE_POSTCODE_RANGES: Record<AuState, readonly Range[]> = {
  NSW: [
    [1000, 1999],
    [2000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [
    [5000, 5799],
    [5800, 5999],
  ],
  WA: [
    [6000, 6797],
    [6798, 6799],
    [6800, 6999],
  ],
  TAS: [
    [7000, 7799],
    [7800, 7999],
  ],
  NT: [
    [800, 899],
    [900, 999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
};

/**
 * Postcodes whose localities straddle a border, so that Australia Post lists them under a state
 * other than the one its ranges give: a buyer there must not be refused.
 */
const CROSS_BORDER_POSTCODES: Record<number, readonly AuState[]> = {
  872: ['SA', 'WA'],
  2406: ['QLD'],
  2540: ['ACT'],
  2611: ['NSW'],
  2618: ['NSW'],
  2620: ['ACT'],
  3585: ['NSW'],
  3586: ['NSW'],
  3644: ['NSW'],
  3691: ['NSW'],
  3707: ['NSW'],
  4375: ['NSW'],
  4377: ['NSW'],
  4380: ['NSW'],
  4383: ['NSW'],
  4385: ['NSW'],
  4825: ['NT'],
};

/** The state or territory whose range holds a 4-digit postcode, if any. */
export function stateOfPostcode(postcode: string): AuState | undefined {
  const value = Number(postcode);
  return AU_STATES.find((state) => STATE_POSTCODE_RANGES[state].some(([from, to]) => value >= from && value <= to));
}

/** Whether Australia Post addresses a 4-digit postcode in this state or territory. */
export function postcodeIsInState(postcode: string, state: AuState): boolean {
  const value = Number(postcode);
  if (CROSS_BORDER_POSTCODES[value]?.includes(state)) return true;
  return STATE_POSTCODE_RANGES[state].some(([from, to]) => value >= from && value <= to);
}

/** The message under the postcode when it belongs to another state (or to none). */
export function postcodeStateMessage(postcode: string, state: AuState): string {
  const home = stateOfPostcode(postcode);
  return home
    ? `Postcode ${postcode} is in ${home}, not ${state}. Please check the postcode and state`
    : `Postcode ${postcode} is not an Australian postcode`;
}

/**
 * Checks an object's postcode against its state once both are valid on their own, and reports a
 * mismatch under the postcode.
 */
export function checkPostcodeState(
  address: { postcode?: string | undefined; state?: string | undefined },
  addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void,
): void {
  const { postcode, state } = address;
  if (!postcode || !state || !/^\d{4}$/.test(postcode) || !(AU_STATES as readonly string[]).includes(state)) return;
  if (postcodeIsInState(postcode, state as AuState)) return;
  addIssue({
    code: 'custom',
    message: postcodeStateMessage(postcode, state as AuState),
    path: ['postcode'],
    input: postcode,
  });
}
