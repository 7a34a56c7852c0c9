import { lazy } from 'react';
import { withTexts } from '../../lib/i18n';
import { AdminGate } from './admin-page';

const loadAssistant = () => withTexts(['wizard', 'staff'], () => import('./assistant/assistant-screen'));
const AssistantScreen = lazy(() => loadAssistant().then((module) => ({ default: module.AssistantScreen })));

export default function AssistantPage() {
  return <AdminGate prefetch={loadAssistant}>{() => <AssistantScreen />}</AdminGate>;
}
