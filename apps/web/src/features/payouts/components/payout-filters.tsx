import { Button, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeInputs } from '../../../components/date-range-inputs.tsx';
import { VendorSelect } from './vendor-select.tsx';

interface PayoutFiltersBarProps {
  /** Staff filter by vendor; a vendor sees only their own. */
  staff: boolean;
  filters: { vendorId: string; from: string; to: string };
  /** The chosen vendor's name, when the page shows it, so the picker can say it before any search. */
  chosenVendorName: string | undefined;
  setParam: (key: string, value: string | null) => void;
  /** The page's own filter (a payout's status, a sale's payout state). */
  children: ReactNode;
  /** Whether any filter is set, which offers to clear them all. */
  filtered: boolean;
}

/** The filters the transactions list and the statement share: vendor, dates, and the page's own. */
export function PayoutFiltersBar({
  staff,
  filters,
  chosenVendorName,
  setParam,
  children,
  filtered,
}: PayoutFiltersBarProps) {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: staff ? 4 : 3 }} spacing="sm">
        {staff && (
          <VendorSelect
            label="Vendor"
            which="allVendor"
            value={filters.vendorId}
            chosenName={chosenVendorName}
            onChange={(id) => setParam('vendorId', id)}
            placeholder="All vendors"
            clearable
          />
        )}
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
        {children}
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setSearchParams({}, { replace: true })}>
            Clear filters
          </Button>
        </Group>
      )}
    </>
  );
}
