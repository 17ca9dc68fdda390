/** The cache keys of commission rules: a change of any rule can change every vendor's rates and fees. */
export const commissionKeys = {
  all: ['commission-rules'] as const,
  list: () => [...commissionKeys.all, 'list'] as const,
  /** A vendor's rates (their id, for staff) or the signed-in vendor's own (`undefined`). */
  mine: (vendorId: string | undefined) => [...commissionKeys.all, 'mine', vendorId ?? 'own'] as const,
  preview: (params: FeePreviewParams) => [...commissionKeys.all, 'preview', params] as const,
};

export interface FeePreviewParams {
  vendorId: string | undefined;
  categoryId: string | undefined;
  /** Dollars as typed, two decimals at most. */
  price: string;
}
