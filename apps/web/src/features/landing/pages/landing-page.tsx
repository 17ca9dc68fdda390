import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { FEE_FIXED_CENTS, FEE_RATE_BASIS_POINTS, formatCents, IDENTITY_VERIFICATION_DAYS } from '@soko/shared';
import {
  IconAdjustmentsDollar,
  IconBolt,
  IconCash,
  IconFileCertificate,
  IconShieldCheck,
  IconTruckDelivery,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';

const feeText = `${FEE_RATE_BASIS_POINTS / 100}% + ${formatCents(FEE_FIXED_CENTS)}`;

const steps = [
  {
    title: 'Register and get approved',
    text: 'Sign up as a seller and send us your documents. Our staff check them and approve your account.',
  },
  {
    title: 'List products',
    text: 'Add your products with photos, prices, variants and shipping options. They go live once approved.',
  },
  {
    title: 'Manage orders and receive proceeds',
    text: 'Follow every sale from processing to delivery, and receive the proceeds of your delivered orders.',
  },
];

const reasons: { title: string; text: string; icon: TablerIcon }[] = [
  {
    title: 'Earn more',
    text: `Reach buyers looking for African products all over Australia. You pay only ${feeText} per sale.`,
    icon: IconCash,
  },
  {
    title: 'Safe and secure',
    text: 'Every seller is verified by our staff, and your account and payouts are protected.',
    icon: IconShieldCheck,
  },
  {
    title: 'List in minutes',
    text: 'One simple form for images, description, variants and shipping puts a product online fast.',
    icon: IconBolt,
  },
  {
    title: 'Full control of price, discounts and postage',
    text: 'You set your prices, run your own sales and choose free or paid postage with the carrier you like.',
    icon: IconAdjustmentsDollar,
  },
];

const highlights: { label: string; value: string; icon: TablerIcon }[] = [
  { label: 'buyers shopping on Soko', value: '200,000+', icon: IconUsersGroup },
  { label: 'to get your account verified', value: IDENTITY_VERIFICATION_DAYS, icon: IconFileCertificate },
  { label: 'Australia Post, TransDirect or your own', value: 'Ship your way', icon: IconTruckDelivery },
];

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      bg="var(--mantine-color-brand-light)"
      py={{ base: 48, md: 88 }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <Badge size="lg" variant="white" c="var(--mantine-color-brand-9)">
              Soko Seller Centre
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 36, sm: 48, md: 56 }} lh={1.1}>
              Sell to over{' '}
              <Text span inherit c="brand">
                200,000 buyers
              </Text>
            </Title>
            <Text size="xl" maw={520}>
              Soko is the marketplace for African products in Australia. Open your store, list your products and reach
              buyers right across the country.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/register" size="lg">
                Start selling
              </Button>
              <Button component={Link} to="/login" size="lg" variant="default">
                Login
              </Button>
            </Group>
          </Stack>
          <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
            <Stack gap="lg">
              {highlights.map(({ label, value, icon: Icon }) => (
                <Group key={value} gap="md" wrap="nowrap">
                  <ThemeIcon size={48} radius="md" variant="light">
                    <Icon size={26} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} fz="xl" lh={1.2}>
                      {value}
                    </Text>
                    <Text c="dimmed">{label}</Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Container component="section" aria-labelledby="how-title" size="lg" py={{ base: 48, md: 80 }}>
      <Title id="how-title" order={2} ta="center" mb="xs">
        How it works
      </Title>
      <Text ta="center" c="dimmed" mb={40}>
        Three steps from sign-up to your first payout.
      </Text>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Stack component="li" key={step.title} gap="sm" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <Text fw={800} fz="xl" c="inherit">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dimmed" maw={320}>
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function ReasonsToSell() {
  return (
    <Box
      component="section"
      aria-labelledby="reasons-title"
      bg="var(--mantine-color-default-hover)"
      py={{ base: 48, md: 80 }}
    >
      <Container size="lg">
        <Title id="reasons-title" order={2} ta="center" mb={40}>
          Why sell on Soko
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {reasons.map(({ title, text, icon: Icon }) => (
            <Card key={title} padding="lg" radius="md" withBorder>
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Verification() {
  return (
    <Container component="section" aria-labelledby="verification-title" size="md" py={{ base: 48, md: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" visibleFrom="xs">
            <IconFileCertificate size={26} aria-hidden />
          </ThemeIcon>
          <Stack gap="sm">
            <Title id="verification-title" order={2} fz="xl">
              Getting verified
            </Title>
            <Text>
              Our staff verify every new seller after sign-up. This takes {IDENTITY_VERIFICATION_DAYS}. Have these
              documents ready:
            </Text>
            <List spacing="xs">
              <List.Item>An ID, such as a passport or drivers licence</List.Item>
              <List.Item>Proof of residence, such as a utility bill</List.Item>
            </List>
          </Stack>
        </Group>
      </Paper>
    </Container>
  );
}

function CallToAction() {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      bg="var(--mantine-color-brand-light)"
      py={{ base: 48, md: 64 }}
    >
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id="cta-title" order={2}>
            Ready to start selling?
          </Title>
          <Text size="lg">Register today and start selling once your account is approved.</Text>
          <Button component={Link} to="/register" size="lg">
            Register
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

/** docs/product.md section 1: what a seller gets, how it works and what verification needs. */
export function LandingPage() {
  usePageTitle('Sell on Soko');
  return (
    <>
      <Hero />
      <HowItWorks />
      <ReasonsToSell />
      <Verification />
      <CallToAction />
    </>
  );
}
