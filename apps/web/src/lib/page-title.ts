import { useDocumentTitle } from '@mantine/hooks';

const APP_NAME = 'Soko Seller Centre';

/** Names the browser tab after the page, so that each screen has its own title (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} | ${APP_NAME}`);
}
