export { PrivacyPanel } from './components/privacy-panel.tsx';
