const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The Australian Business Register's check: subtract 1 from the first digit, weight, sum, divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => {
    const number = Number(digit) - (index === 0 ? 1 : 0);
    return total + number * (ABN_WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 89 === 0;
}
