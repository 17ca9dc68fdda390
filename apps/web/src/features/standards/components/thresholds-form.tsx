import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  STANDARD_METRIC_INFO,
  STANDARD_METRIC_KEYS,
  STANDARDS_TEXT,
  type StandardsSettingsDto,
  type StandardThresholds,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { saveStandardsSettings, standardsSettingsQuery } from '../api.ts';

function Form({ settings }: { settings: StandardsSettingsDto }) {
  const [thresholds, setThresholds] = useState<StandardThresholds>(settings.thresholds);
  const save = useMutation({
    mutationFn: () => saveStandardsSettings(thresholds),
    onSuccess: () => alertSuccess(STANDARDS_TEXT.settingsSaved),
    onError: alertApiError,
  });
  const set = (key: keyof StandardThresholds, line: 'alert' | 'limit', value: number | string) =>
    setThresholds((previous) => ({
      ...previous,
      [key]: { ...previous[key], [line]: typeof value === 'number' ? value : Number(value) },
    }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Window {settings.windowDays} days, dispatch within {settings.dispatchBusinessDays} business days, rated from{' '}
          {settings.minSales} sales (server settings). A rate is a percentage; valid tracking is a minimum.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {STANDARD_METRIC_KEYS.map((key) => {
            const { label, unit } = STANDARD_METRIC_INFO[key];
            const suffix = unit === 'percent' ? ' %' : ' h';
            return (
              <Group key={key} gap="xs" grow align="flex-start">
                <NumberInput
                  label={`${label}: alert`}
                  suffix={suffix}
                  min={0}
                  max={unit === 'percent' ? 100 : 720}
                  decimalScale={2}
                  value={thresholds[key].alert}
                  onChange={(value) => set(key, 'alert', value)}
                />
                <NumberInput
                  label={`${label}: limit`}
                  suffix={suffix}
                  min={0}
                  max={unit === 'percent' ? 100 : 720}
                  decimalScale={2}
                  value={thresholds[key].limit}
                  onChange={(value) => set(key, 'limit', value)}
                />
              </Group>
            );
          })}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save thresholds
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The super admin's alerts and limits; saving rates every vendor again at once. */
export function ThresholdsForm() {
  const titleId = useId();
  const settings = useQuery(standardsSettingsQuery());
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        Thresholds
      </Title>
      {settings.data ? (
        <Form settings={settings.data} />
      ) : (
        <QueryState
          query={settings}
          loadingLabel="Loading the thresholds"
          errorTitle="The thresholds could not be loaded"
        />
      )}
    </Card>
  );
}
